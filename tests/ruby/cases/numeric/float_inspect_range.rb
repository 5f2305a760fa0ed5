samples = [
  1.0, 10.0, 100.0, 1e15, 1e16, 1e17, 9.99e15, 1.5e16, 123e18,
  0.1, 0.01, 0.001, 0.0001, 0.00001, 0.000123456,
  1.0 / 7, 22.0 / 7, 1e-10, 12.34e-12, 2.0**62, 2.0**64, 2.0**-20,
  3.0e9, 4.5e10, 100.25, 1234.5e-2,
]
samples.each { |f| puts "#{f.inspect}  #{f.to_s}  #{f}" }
negatives = samples.first(6).map(&:-@)
p negatives
p samples.max
p samples.min
p samples.sum.round(6)
p samples.map(&:to_i).first(9)
p [1e15.to_i, 1e16.to_i, 1e17.to_i]
p 9999999999999998.0
p 999999999999999.9
p 0.1 + 0.7
p 1.0e-4 * 10
