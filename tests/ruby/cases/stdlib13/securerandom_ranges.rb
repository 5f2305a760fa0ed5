require 'securerandom'
20.times do
  n = SecureRandom.random_number(3..5)
  raise "out" unless (3..5).cover?(n)
  f = SecureRandom.random_number(2.0)
  raise "outf" unless f >= 0 && f < 2.0
end
p :ok
