for i in 1..3
  print i, " "
end
puts
p i
for a, b in [[1, 2], [3, 4]]
  puts "#{a}+#{b}=#{a + b}"
end
p [a, b]
for x in %w[p q r] do print x end
puts
for k, v in { one: 1, two: 2 }
  puts "#{k}: #{v}"
end
total = 0
for n in [10, 20, 30]
  next if n == 20
  total += n
end
p total
for z in []
  puts "never"
end
p z
r = for w in [1, 2]; end
p r
