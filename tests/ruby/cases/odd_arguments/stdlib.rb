# Odd arguments found by bench/sweep_builtins.py in the standard library (MRI 3.1 goldens)
require "open3"; require "zlib"; require "openssl"; require "digest"
def show(label)
  p [label, yield]
rescue Exception => e
  p [label, e.class, e.message]
end
show("popen3([])") { Open3.popen3([]) }
[Float::NAN, 100, "", nil, -2, 9].each { |l| show("Deflate.new(#{l.inspect})") { Zlib::Deflate.new(l).class } }
[-1, 100, -0.0, 2**64, nil].each { |b| show("Inflate.new(#{b.inspect})") { Zlib::Inflate.new(b).class } }
show("SHA2.new([])") { Digest::SHA2.new([]) }
[-1, 5, Object.new, "5", OpenSSL::BN.new(5)].each { |o| show("BN == #{o.class}") { OpenSSL::BN.new(5) == o } }
show("BN.allocate") { [OpenSSL::BN.allocate.to_i, OpenSSL::BN.allocate.to_s] }
show("Digest.new(binary)") { OpenSSL::Digest.new("\xff".b) }
show("lgamma(NaN)") { Math.lgamma(Float::NAN) }
