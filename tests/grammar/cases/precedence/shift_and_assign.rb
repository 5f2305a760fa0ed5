a << b + c
a = b || c
a || b = c
x = y = 1
a && b ||= c
x = y = foo 1
