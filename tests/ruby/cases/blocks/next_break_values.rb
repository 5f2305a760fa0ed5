result = [1, 2, 3, 4].map do |x|
  next 0 if x.odd?
  x * 10
end
puts result.inspect

found = [5, 8, 12, 3].each do |x|
  break x if x > 10
end
puts found

nothing = [1, 2].each { |x| break if x == 1 }
puts nothing.inspect

all = [1, 2].each { |x| x }
puts all.inspect

r = loop do
  break "done"
end
puts r

sum = 0
(1..10).each do |i|
  next if i.even?
  break if i > 7
  sum += i
end
puts sum

l = ->(x) { next x * 2; 0 }
puts l.call(4)
squares = [1, 2, 3].each_with_object([]) { |x, acc| next if x == 2; acc << x * x }
puts squares.inspect
puts [1, 2, 3].find { |x| next false if x == 1; true }
