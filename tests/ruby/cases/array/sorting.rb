words = %w[pear Apple fig banana cherry date]
p words.sort
p words.sort.reverse
p words.sort { |a, b| b <=> a }
p words.sort_by { |w| [w.size, w] }
p words.sort_by { |w| [-w.size, w] }
p words.min
p words.max(2)
p words.min_by(&:size)
p words.max_by(&:size)
p words.minmax
p words.minmax_by(&:size)
p [3, 1, 2].sort!.first
p [0.5, -1, 3].sort
p [[2, "b"], [1, "z"], [2, "a"]].sort
p [3, 1, 2].max { |a, b| a <=> b }
p %w[b a].sort.frozen?
begin
  [1, "a"].sort
rescue ArgumentError => e
  puts e.message
end
p [nil, 1].compact.sort
p ["10", "9", "100"].sort_by(&:to_i)
