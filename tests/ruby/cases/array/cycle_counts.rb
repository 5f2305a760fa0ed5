# cycle(n) (Array, Enumerable): n is NUM2LONG, read before any iteration; none or nil is
# for ever (bench/fuzz.py seed 18 case 2254: cycle(2**64).to_a looped for ever)
class Tri
  include Enumerable
  def each(&b) = [1, 2].each(&b)
end
[2**64, -1, 1.5, nil, "2", Float::NAN, 0, 2].each do |n|
  p [n, Tri.new.cycle(n).first(5), [1, 2].cycle(n).first(5)]
  p [Tri.new.cycle(n).to_a, [1, 2].cycle(n).to_a] unless n.nil?
rescue => e
  p [n, e.class, e.message]
end
p [].cycle(3) { }, [1].cycle(0) { raise "never" }, Tri.new.cycle(-5) { raise "never" }
