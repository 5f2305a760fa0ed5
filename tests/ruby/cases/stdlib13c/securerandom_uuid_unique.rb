require 'securerandom'
ids = Array.new(50) { SecureRandom.uuid }
p ids.uniq.size, ids.all? { _1.size == 36 }, SecureRandom.hex(8) != SecureRandom.hex(8)
