p (1.0..2.0).step(0.5).to_a
p 1.0.step(2.0, 0.1).to_a.size
p 1.0.step(2.0, 0.1).to_a.last
p (0.1..0.5).step(0.1).map { |x| x.round(1) }
p 0.step(1, 0.25).to_a
p (1..2).step(0.5).to_a
p (1.0...2.0).step(0.5).to_a
p (1..10).step(5).to_a
p 1.0.step(2.0, 0.25).map { |x| x * 4 }
p (0.0..1.0).include?(0.5)
p (0.0..1.0).cover?(1.0)
p (0.0...1.0).cover?(1.0)
p (1..2).step(0.5).map { |x| x.class }.uniq
