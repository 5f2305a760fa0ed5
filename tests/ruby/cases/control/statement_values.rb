a = (1; 2; 3)
p a
b = begin
  10
  20
end
p b
c = if true
  x = 5
  x * 2
end
p c
d = [1, 2, 3].each_slice(2).map do |pair|
  pair.sum
end
p d
def last_expr
  1
  2
  "last"
end
p last_expr
e = (f = 4) + 1
p [e, f]
g = h = 7
p [g, h]
i = [j = 1, j + 1]
p i
p((k = 3; k * k))
class Foo; end
p (class Bar; 42; end)
p (def baz; end)
p (module Qux; :mod_value; end)
