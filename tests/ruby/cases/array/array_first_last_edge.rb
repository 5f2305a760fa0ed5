a = [1, 2, 3]
p a.first(5)
p a.last(0)
begin
  a.first(-1)
rescue ArgumentError => e
  puts e.message
end
p a[-4]
p a[1..-1]
p a[1...-1]
p a[3..]
p a[-3..-2]
p a[2..1]
p a[0...0]
p a.slice(-2, 5)
p [][0..]
p [nil].first
p [[1, 2]].first.last
b = [4, 5]
b[5] = 6
p b
b[-1] = :last
p b
begin
  b[-10] = 1
rescue IndexError => e
  puts e.message
end
