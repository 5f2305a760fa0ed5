a = [1, 2, 3]
a << 4
a.push(5, 6)
a.unshift(0)
p a
p a.pop
p a.shift
p a
p a.pop(2)
p a.shift(2)
p a
a.insert(1, :x, :y)
p a
p a.delete(:x)
p a.delete(:nope)
p a.delete(:nope) { "not found" }
p a.delete_at(0)
p a
a.concat([7, 8], [9])
p a
a[10] = 10
p a
a[1..2] = [:r]
p a
a.clear
p a
b = [3, 1, 2]
b.sort!
b.reverse!
b.map! { |x| x * 10 }
p b
p b.select! { |x| x > 10 }
p b.select! { |x| x > 10 }
p b.reject! { |x| x > 100 }
p b.compact!
p [nil, 1].compact!
