# `target OP= value` on an element, an attribute and a variable: one arithmetic, so a
# Float plus an Integer too large for a double is Infinity everywhere (was a
# FloatDomainError for `h[k] +=`), and ||= / &&= evaluate their value only when needed.
Box = Struct.new(:v)
h = {a: 1.0}
h[:a] += 10**400
p h
b = Box.new(2.5)
b.v -= 10**400
p b.v
x = 1.0
x *= 10**400
p x
@y = 0.5
@y += 10**400
p @y
calls = 0
h[:n] ||= (calls += 1)
h[:n] ||= (calls += 1)
h[:n] &&= h[:n] + 10
h[:m] &&= (calls += 1)
p h, calls
i = 3
i += 2**64
i -= 1
p i
