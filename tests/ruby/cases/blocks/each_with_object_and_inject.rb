words = %w[apple avocado banana blueberry cherry]
index = words.each_with_object(Hash.new { |h, k| h[k] = [] }) do |w, acc|
  acc[w[0]] << w
end
puts index.inspect
counts = words.each_with_object(Hash.new(0)) { |w, h| h[w.size] += 1 }
puts counts.inspect
total = words.inject(0) { |sum, w| sum + w.size }
puts total
longest = words.inject { |a, b| a.size >= b.size ? a : b }
puts longest
puts (1..5).inject(:*)
puts (1..5).reduce(10) { |acc, x| acc - x }
puts [].inject(:+).inspect
puts [].sum
puts [[1, 2], [3, 4]].each_with_object({}) { |(k, v), h| h[k] = v }.inspect
