e = [10, 20, 30].each
puts e.next
puts e.next
puts e.next
begin
  e.next
rescue StopIteration => ex
  puts "stop: #{ex.message}"
end

gen = Enumerator.new do |y|
  y << 1
  y << 2
  y.yield 3
end
puts gen.to_a.inspect
puts gen.map { |x| x * 2 }.inspect

fib = Enumerator.new do |y|
  a, b = 0, 1
  loop do
    y << a
    a, b = b, a + b
  end
end
puts fib.take(10).inspect
puts fib.lazy.select(&:even?).first(4).inspect
puts [1, 2, 3].map.with_index { |x, i| x * i }.inspect
puts %w[a b c].each_with_index.to_a.inspect
puts [4, 5].each.with_index(1).map { |x, i| "#{i}:#{x}" }.inspect
