# `recv[key] = value` and `recv.attr = value`: the receiver and key before the value
def recv; puts "recv"; {}; end
def key; puts "key"; :k; end
def val; puts "val"; 1; end
recv[key] = val
h = Hash.new { |hh, k| hh[k] = {} }
h[:a][:b] = h.key?(:a)
p h
class C; attr_accessor :x; end
c = C.new
v = (c.x = 5)
p v, c.x
h = {}
r = (h[:a] = 3)
p r
n = nil
p(n&.x = (puts "no"; 3))
a = [1,2,3]
a[1..] = [9]
p a
def foo; @o ||= []; @o << :foo; {}; end
foo[:k] = (@o << :rhs; 1)
p @o
