# Kernel#rand, Random#rand / Random.rand, Random.new, Random#bytes, SecureRandom and
# OpenSSL::Random with every kind of limit: what each returns (its class; no random value
# is printed) or raises. Empty ranges, NaN, negative or huge limits once reached Python.
require "securerandom"
require "openssl"

def show(code)
  value = eval(code)
  shown = case value
          when Float then value.nan? ? "NaN" : "a Float"
          when Integer then "an Integer"
          when String then "#{value.size} chars"
          else value.inspect
          end
  puts "#{code} => #{shown}"
rescue StandardError, NoMemoryError => e
  puts "#{code} => #{e.class}: #{e.message}"
end

%w[
  rand rand(nil) rand(0) rand(1) rand(-5) rand(1.5) rand(-2.9) rand(2**70) rand(1..1)
  rand(1..-1) rand(1...1) rand(1.0..1.0) rand(1.0...1.0) rand(1.5..1.0) rand(1..2.5)
  rand(nil..3) rand(1..nil) rand(Float::NAN) rand(Float::INFINITY) rand(1e400) rand("3")
  rand(:a) rand(true) rand("a".."c")
  Random.rand Random.rand(nil) Random.rand(0) Random.rand(-5) Random.rand(0.0) Random.rand(-0.0)
  Random.rand(1.5) Random.rand(-1.5) Random.rand(Float::NAN) Random.rand(Float::INFINITY)
  Random.rand(1..-1) Random.rand(1..1) Random.rand(1.0...1.0) Random.rand(nil..3)
  Random.rand(1..nil) Random.rand("3") Random.rand(true) Random.rand(2**64)
  Random.new(3).rand(nil) Random.new(3).rand(2.5) Random.new(1).rand(0) Random.new(1).rand(-3)
  Random.new(1).rand(1..-1) Random.new(5).rand(3..3) Random.new(2.7).rand(1.0..1.0)
  Random.new(3).bytes(-1) Random.new(3).bytes(2.5) Random.new(3).bytes(Float::NAN)
  Random.new(Float::NAN) Random.new("x") Random.new(nil) Random.new(2.7).seed Random.new(-5).seed
  SecureRandom.hex(-1) SecureRandom.hex(Float::NAN) SecureRandom.hex(2.7) SecureRandom.hex(nil)
  SecureRandom.random_bytes(-1) SecureRandom.random_bytes(1.9) SecureRandom.random_bytes(nil)
  SecureRandom.random_number(-1) SecureRandom.random_number(1..-1) SecureRandom.random_number(0)
  SecureRandom.random_number(Float::NAN) SecureRandom.random_number(2.5) SecureRandom.random_number(nil)
  SecureRandom.random_number(1.0..0.5) SecureRandom.random_number("3") SecureRandom.rand(1..-1)
  SecureRandom.alphanumeric(-1) SecureRandom.alphanumeric(2.5) SecureRandom.alphanumeric(-2.5)
  SecureRandom.alphanumeric(Float::NAN) SecureRandom.alphanumeric(true) SecureRandom.base64(-2)
  SecureRandom.urlsafe_base64(-1) SecureRandom.bytes(-1) SecureRandom.uuid
  OpenSSL::Random.random_bytes(Float::NAN) OpenSSL::Random.random_bytes(-1)
  OpenSSL::Random.random_bytes(2.5) OpenSSL::Random.random_bytes(nil) OpenSSL::Random.random_bytes("3")
  srand(2.5).class srand(Float::NAN) srand("1")
].each { |code| show(code) }
srand(7)
p srand(8), srand
