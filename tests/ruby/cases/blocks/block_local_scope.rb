x = 10
[1, 2].each { |x| x += 100 }
puts x

y = 1
[1].each { |i; y| y = 500 }
puts y

[1].each { z = 5 }
puts defined?(z).inspect

total = 0
[1, 2, 3].each { |v| total += v }
puts total

a = 1
blk = proc { |a| a * 2 }
puts blk.call(21)
puts a

if true
  inner_if = "visible"
end
puts inner_if

while false
  never = 1
end
p never

1.times do
  block_defined = 3
  1.times { block_defined += 1; puts block_defined }
end
puts defined?(block_defined).inspect
