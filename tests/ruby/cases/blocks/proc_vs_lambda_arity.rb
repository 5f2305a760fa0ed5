pr = proc { |a, b| "a=#{a.inspect} b=#{b.inspect}" }
la = lambda { |a, b| "a=#{a.inspect} b=#{b.inspect}" }

puts pr.call(1)
puts pr.call(1, 2, 3)
puts pr.call([4, 5])
puts la.call(1, 2)
begin
  la.call(1)
rescue ArgumentError => e
  puts "lambda: #{e.message}"
end
begin
  la.call([4, 5])
rescue ArgumentError => e
  puts "lambda: #{e.message}"
end
puts pr.arity
puts la.arity
puts proc { |*a| }.arity
puts lambda { |a, b = 1| }.arity
puts proc { || }.arity
puts proc { |x| }.arity
puts lambda { |x, *y| }.arity
puts ->(k:) {}.arity
puts pr.lambda?
puts la.lambda?
puts ->() {}.lambda?
puts proc { |x, y| [x, y] }.call(1).inspect
