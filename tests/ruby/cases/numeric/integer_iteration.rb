p 5.times.map { |i| i * i }
p 1.upto(5).select(&:even?)
p 10.downto(7).to_a
p 1.step(2, 0.5).to_a
p 0.step(by: 5, to: 20).to_a
p 10.step(0, -3).to_a
r = []
3.times { |i| r << i }
p r
p 5.pred
p 5.succ
p 5.next
p 3.clamp(5, 10)
p 12.clamp(5, 10)
p 0.zero?
p 5.positive?
p -5.negative?
p 4.even?
p 3.odd?
p 10.gcd(4)
p 10.lcm(4)
p 255.digits
p 1234.digits.sum
p 65.chr
p 3.14.to_i
p 10.to_f
p Integer === 3
p 3.integer?
p 3.0.integer?
