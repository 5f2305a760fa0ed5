s = "config".dup
s.freeze
puts s.frozen?
d = s.dup
puts d.frozen?
c = s.clone
puts c.frozen?
c2 = s.clone(freeze: false)
puts c2.frozen?
d << "!"
puts d
begin
  s << "x"
rescue FrozenError => e
  puts e.class
  puts e.message
end
arr = [1, [2, 3]].freeze
copy = arr.dup
copy << 4
puts copy.inspect
copy[1] << 99
puts arr.inspect
puts arr.frozen?
h = { a: 1 }.freeze
begin
  h[:b] = 2
rescue => e
  puts e.message
end
puts :sym.frozen?
puts 1.frozen?
puts nil.frozen?
puts "lit".frozen?
