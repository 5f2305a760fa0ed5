a, b = 1, 2
p [a, b]
a, b = b, a
p [a, b]
c, d = [3, 4]
p [c, d]
e, f = 5
p [e, f]
g, *h = [1, 2, 3, 4]
p [g, h]
*i, j = [1, 2, 3]
p [i, j]
k, *l, m = 1, 2, 3, 4, 5
p [k, l, m]
(n, o), q = [1, 2], 3
p [n, o, q]
r, (s, (t, u)) = 1, [2, [3, 4]]
p [r, s, t, u]
v, w = "single"
p [v, w]
x, y, z = [1, 2]
p [x, y, z]
first, = [9, 8]
p first
arr = [1, 2]
arr[0], arr[1] = arr[1], arr[0]
p arr
h = {}
h[:a], h[:b] = 10, 20
p h
obj = Struct.new(:p, :q).new
obj.p, obj.q = :pp, :qq
p [obj.p, obj.q]
res = (aa, bb = 1, 2)
p res
