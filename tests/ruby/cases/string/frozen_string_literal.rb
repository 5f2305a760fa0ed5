# frozen_string_literal: true

s = "constant"
puts s.frozen?
begin
  s << "more"
rescue FrozenError => e
  puts e.class
  puts e.message
end
t = s.dup
t << " copy"
puts t
puts t.frozen?
u = +"unary plus"
u << "!"
puts u
puts "interp #{1}".frozen?
puts String.new("x").frozen?
v = -"minus"
puts v.frozen?
begin
  "lit".upcase!
rescue => e
  puts e.class
end
puts "a".equal?("a")
w = "abc" + "def"
puts w.frozen?
