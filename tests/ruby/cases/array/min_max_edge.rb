p [].min
p [].max
p [].sum
p [].minmax
p [5].minmax
p [3, 7, 1].min(2)
p [3, 7, 1].max(2)
p %w[aa b ccc].max_by(&:length)
p %w[aa b ccc].min_by(2, &:length)
p [1, 2, 3].max { |a, b| b <=> a }
p [[1, 3], [2, 1]].max_by(&:last)
p [1, 2, 3].sum { |x| x * 10 }
p [0.1, 0.7].max.ceil
p [-5, 3].map(&:abs).max
p ["b", "B", "a"].max
p [1, 2, 3, 4].minmax_by { |x| (x - 2.5).abs }
