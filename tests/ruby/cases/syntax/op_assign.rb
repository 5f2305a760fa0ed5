x = nil
x ||= 5
x ||= 10
p x
y = 1
y &&= y + 1
p y
z = nil
z &&= z + 1
p z
n = 10
n += 5
n -= 3
n *= 2
n /= 4
n %= 4
n **= 3
p n
s = +"a"
s += "b"
s << "c"
s *= 2
p s
