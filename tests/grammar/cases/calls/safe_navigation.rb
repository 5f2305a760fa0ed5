a&.b
a&.b(1)
a&.b = 1
a&.b&.c { |x| x }
