nums = [4, 8, 15, 16, 23, 42]
p nums.inject(:+)
p nums.inject { |sum, n| sum + n }
p nums.inject(100) { |acc, n| acc - n }
p nums.reduce(1, :*)
p nums.sum
p nums.sum(0.0)
p nums.sum / nums.size
p nums.sum.to_f / nums.size
p [0.1, 0.2, 0.3].sum
p ["a", "b"].sum("")
p [[1], [2]].sum([])
p [].sum
p [].inject(:+)
p nums.each_slice(2).map(&:sum)
p nums.inject { |a, b| a > b ? a : b }
p (1..4).inject { |a, b| a * b }
p nums.count(&:even?)
p nums.minmax
