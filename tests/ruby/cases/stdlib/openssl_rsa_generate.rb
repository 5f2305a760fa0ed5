# RSA key generation: sizes and exponents OpenSSL refuses are PKeyError, with its words (bench/fuzz.py seed 19 case 3581)
require "openssl"
[-1, 0, 256].each do |bits|
  begin
    OpenSSL::PKey::RSA.new(bits)
  rescue OpenSSL::PKey::PKeyError => e
    puts "new(#{bits}): #{e.class}: #{e.message}"
  end
  begin
    OpenSSL::PKey::RSA.generate(bits)
  rescue OpenSSL::PKey::PKeyError => e
    puts "generate(#{bits}): #{e.class}: #{e.message}"
  end
end
begin
  OpenSSL::PKey::RSA.new(nil.to_a)
rescue TypeError, OpenSSL::PKey::PKeyError => e
  puts "array: #{e.class}"
end
key = OpenSSL::PKey::RSA.new(1024, 3)
puts key.n.num_bits, key.e.to_i
puts OpenSSL::PKey::RSA.new(2048).n.num_bits
