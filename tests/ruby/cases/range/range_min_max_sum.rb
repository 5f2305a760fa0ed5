r = (1..100)
p r.sum
p r.min
p r.max
p r.minmax
p (1...1).min
p (1...1).sum
p (3..1).max
p r.select { |x| (x % 10).zero? }.sum
p r.max(3)
p r.min_by { |x| (x - 42).abs }
p r.each_slice(25).map(&:sum)
p ("a".."e").max
p (1.5..2.5).min
p (1..2.5).max rescue p "err"
