p 0.1 + 0.2 == 0.3
p (0.1 + 0.2 - 0.3).abs < Float::EPSILON
p 10.0 / 3
p 10 % 3.5
p -7.5 % 2
p 2.0**10
p 2**0.5
p Math.sqrt(16)
p Math.sqrt(2)
p Math::PI
p Math::E
p Math.log(Math::E)
p Math.log10(1000)
p Math.log2(8)
p Math.hypot(3, 4)
p Math.sin(0)
p Math.cos(0)
p 1.0.nan?
p (1 / 0.0).infinite?
p (-1 / 0.0).infinite?
p 1.0.finite?
p Float::INFINITY > 10**100
p 3.7 % 1
p 1e3.to_i
p 1.23456e-7
p 5.0.floor.class
p 7.0.div(2)
p 7.5.divmod(2)
p 0.1 * 0.1
p 1.0.eql?(1)
p 1.0 == 1
p 3.0 * 1.1
