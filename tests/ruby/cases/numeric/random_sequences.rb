# Seeded generators give MRI's exact sequences: Random.new(seed), srand/rand, Random.rand,
# bytes, integer/float/range draws, and Array#shuffle/sample with random:.
[0, 1, 42, -5, 2**31, 2**32 - 1, 2**32, 2**40, 2**64, 2**64 + 5, 2**100, -(2**70), 1234].each do |s|
  r = Random.new(s)
  p [s, r.seed, r.rand, r.rand(100), r.rand(2**31), r.rand(2**40), r.rand(2**70), r.rand(1.5), r.rand(1..6), r.rand(1...6), r.rand(1.0..2.0), r.rand(1.0...2.0), r.bytes(7).bytes, r.rand(10**30..10**31)]
end
r = Random.new(7)
p 20.times.map { r.rand(3) }, 10.times.map { r.rand(2**33) }
p r.rand(0.0), r.rand(-1.0..1.0), r.rand(5..5), r.rand(5...6)
[0, -1, 0.0 - 1, nil].each { |x| begin; p Random.new(1).rand(x); rescue => e; p [e.class, e.message]; end }
begin; Random.new(1).rand(5..1); rescue => e; p [e.class, e.message]; end
begin; Random.new(1).rand(Float::INFINITY); rescue => e; p [e.class, e.message]; end
begin; Random.new(1).rand(1..); rescue => e; p [e.class, e.message]; end
p Random.new(3) == Random.new(3), Random.new(3) == Random.new(4)
a = Random.new(9); a.rand; b = a.dup; p a.rand == b.rand
srand(99)
p rand, rand(10), rand(-10), rand(1.9), rand(0), rand(1..3), rand(2.5..3.5), rand(5..1)
p srand(5), srand
srand(11)
p Random.rand, Random.rand(6), Random.rand(2.0), Random.seed
p [1, 2, 3, 4, 5].shuffle(random: Random.new(42)), [1, 2, 3, 4, 5].sample(random: Random.new(42)), (1..20).to_a.sample(3, random: Random.new(1)), (1..20).to_a.sample(2, random: Random.new(1)), (1..20).to_a.sample(1, random: Random.new(1)), (1..30).to_a.sample(7, random: Random.new(3)), (1..30).to_a.sample(25, random: Random.new(3)), (1..1000).to_a.sample(4, random: Random.new(5)), (1..3000).to_a.sample(11, random: Random.new(5)).sum
srand(3)
p [1, 2, 3].shuffle, %w[a b c d].sample, (1..100).to_a.shuffle.first(5)
x = (1..10).to_a
x.shuffle!(random: Random.new(8))
p x
class Loaded
  def rand(n) = n - 1
end
p [1, 2, 3].shuffle(random: Loaded.new), [1, 2, 3].sample(random: Loaded.new)

p Random::Formatter
