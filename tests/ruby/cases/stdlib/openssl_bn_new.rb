# OpenSSL::BN.new's argument as ossl_bn_initialize reads it: a string's digits as far as
# they go ("-0.0" is 0, once a Python ValueError), no digit at all is BNError; a Float,
# Symbol or nil is refused; radix 2, 10, 16 (anything else is ArgumentError).
require "openssl"
["-0.0", "12abc", "12", "-5", "", " 12", "x", "-", 7, -3, 1.5, :a, nil].each do |v|
  p [v, OpenSSL::BN.new(v).to_i]
rescue OpenSSL::BNError => e
  p [v, e.class]
rescue TypeError, ArgumentError => e
  p [v, e.class, e.message]
end
p OpenSSL::BN.new("ff", 16).to_i, OpenSSL::BN.new("ffz", 16).to_i, OpenSSL::BN.new("\x01\x00", 2).to_i
p OpenSSL::BN.new(OpenSSL::BN.new(42)).to_i
[7, 8, 36].each { |r| p((OpenSSL::BN.new("12", r) rescue [$!.class, $!.message])) }
p((OpenSSL::BN.new("zz", 16) rescue $!.class))
