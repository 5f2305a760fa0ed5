words = %w[apple Banana cherry]
puts words.map(&:upcase).inspect
puts words.map(&:length).sum
puts words.sort_by(&:downcase).inspect
puts words.select(&:frozen?).size
puts [1, 2, 3, 4].select(&:even?).inspect
puts [[1, 2], [3, 4]].map(&:first).inspect
puts [1, 2, 3].inject(&:+)
puts [[1, 2], [3]].map(&:sum).inspect
up = :upcase.to_proc
puts up.call("hi")
puts up.arity
puts up.lambda?
puts [nil, 1, false].map(&:nil?).inspect
puts %w[1 2 3].map(&:to_i).reduce(:*)
puts [3, 1, 2].sort.reverse.map(&:to_s).join
