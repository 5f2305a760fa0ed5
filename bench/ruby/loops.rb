# Nested loops with integer arithmetic.
total = 0
i = 0
while i < 300
  j = 0
  while j < 1000
    total += (i * j) % 7
    j += 1
  end
  i += 1
end
puts total
