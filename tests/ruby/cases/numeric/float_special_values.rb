inf = Float::INFINITY
nan = Float::NAN
p inf
p -inf
p nan
p inf + 1
p inf - inf
p nan == nan
p nan.equal?(nan)
p [nan].include?(nan)
p inf > 0
p (0.0 / 1) 
p -0.0
p 0.0 == -0.0
p -0.0.to_s
p (-0.0).zero?
p 1 / -0.0
p Float::MAX
p Float::MIN
p Float::EPSILON
p Float::DIG
p 5e-324
p 1.7976931348623157e+308 * 10
begin
  p inf.to_i
rescue FloatDomainError => e
  puts "#{e.class}: #{e.message}"
end
begin
  p nan.round
rescue FloatDomainError => e
  puts "#{e.class}: #{e.message}"
end
p 1 / 0 rescue puts "ZeroDivisionError"
p 1.0 / 0
p 0 / 1.0
p 1 % 0.0 rescue p "err"
