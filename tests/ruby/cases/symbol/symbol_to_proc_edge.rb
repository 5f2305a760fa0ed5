p %w[a b c].map(&:upcase)
p [1, 2, 3].map(&:to_s)
p [[1, 2], [3, 4]].map(&:sum)
p [1, 2, 3].each_slice(2).map(&:first)
p({ a: 1, b: 2 }.map(&:last))
p({ a: 1, b: 2 }.map(&:first))
p [1.5, 2.4].map(&:round)
p [[3, 1], [2, 4]].map(&:sort)
p [nil, [1]].map(&:to_a)
p %w[apple pie].sum("", &:capitalize) rescue p "err"
p [1, 2, 3].sum(&:abs2) rescue p [1, 2, 3].sum { |x| x * x }
