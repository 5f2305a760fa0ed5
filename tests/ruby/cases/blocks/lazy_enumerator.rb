squares = (1..Float::INFINITY).lazy.map { |x| x * x }
puts squares.first(5).inspect
puts squares.select(&:even?).first(3).inspect
puts (1..).lazy.map { |x| x * 2 }.take(3).to_a.inspect
seen = []
r = [1, 2, 3, 4].lazy.map { |x| seen << x; x + 1 }.select(&:even?).first(1)
puts r.inspect
puts seen.inspect
puts (1..20).each_slice(5).map(&:sum).inspect
puts (1..4).each_cons(2).to_a.inspect
