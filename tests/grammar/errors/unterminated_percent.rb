x = %w(a b
y = 1
