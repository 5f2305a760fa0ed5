sorted = [1, 3, 5, 7, 9, 11]
p sorted.bsearch { |x| x >= 6 }
p sorted.bsearch { |x| x >= 100 }
p sorted.sum.even?
p sorted.each_slice(2).map { |a, b| b - a }
p sorted.partition.with_index { |_, i| i < 2 }
p sorted.zip(sorted.drop(1)).first(2)
p sorted.each_entry.to_a.size
p sorted.take(3).cycle.take(7)
p sorted.filter_map { |x| x * 2 if x > 5 }
p sorted.each_with_index.max_by { |x, i| -i }
p sorted.lazy.map { |x| x * 3 }.select(&:even?).to_a
p sorted.slice(1, 2)
