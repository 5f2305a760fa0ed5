(1..10).step(3) { |i| print i, " " }
puts
p (1..10).step(2).to_a
p (0.0..1.0).step(0.25).to_a
p 1.step(10, 4).to_a
p (1..3).each_slice(2).to_a
p (1..4).each_with_index.to_a
p (1..6).select(&:even?)
p (1..4).map { |x| x * x }
p (1..4).reduce(:+)
p (1..10).find { |x| x * x > 20 }
p ("a".."z").step(5).to_a
p (1..3).reverse_each.to_a
p (1..3).to_a.reverse
p (10..1).step(-3).to_a rescue p 10.step(1, -3).to_a
r = (1..3).each { }
p r
p (1..5).each_cons(2).map { |a, b| b - a }
p (1...10).step(3).map(&:to_s)
