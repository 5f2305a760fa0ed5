p Array.new
p Array.new(2, "x")
a = Array.new(2, "x")
a[0] << "y"
p a
b = Array.new(2) { "x" }
b[0] << "y"
p b
p [0] * 5
p Array[1, 2]
p [1, 2, 3].dup << 4
p %w[a b].to_a.frozen?
c = [1, 2, 3]
d = c
d << 4
p c
e = c.clone
e << 5
p c
p e
