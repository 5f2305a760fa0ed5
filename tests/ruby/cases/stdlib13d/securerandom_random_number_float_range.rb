require 'securerandom'
v = SecureRandom.random_number(1.0..2.0)
p v.class, v >= 1.0 && v <= 2.0
