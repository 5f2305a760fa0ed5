a = 5
p a > 3 ? "big" : "small"
p a.even? ? "even" : a > 4 ? "odd > 4" : "odd"
p (a > 3 and a < 10)
p (a > 30 or a < 10)
p (not a == 5)
p !(a == 5)
p nil || false
p nil || "x"
p false || nil
p 1 && 2 && 3
p 1 && nil && 3
x = nil
y = x || "default"
p y
z = false or true
p z
w = (false or true)
p w
t = true and false
p t
p (a == 5) ^ true
p [nil, false, 0, "", []].map { |v| v ? "truthy" : "falsy" }
name = nil
p name && name.upcase
p name&.upcase
cond = a > 1 && (a < 3 || a == 5)
p cond
