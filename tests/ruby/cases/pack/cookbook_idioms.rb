# pack and unpack as cookbooks and the libraries they use write them: Base64 by hand,
# hex digests, IPv4 arithmetic, random passwords, UTF-8 checks, binary file headers.
require 'base64'
require 'digest'
require 'yaml'

def show(label)
  r = yield
  puts "#{label} => #{r.inspect}#{r.is_a?(String) ? " (#{r.encoding})" : ''}"
rescue => e
  puts "#{label} => #{e.class}: #{e.message}"
end

secret = "s3cr3t: pässwörd\n"
show("[x].pack('m0')") { [secret].pack("m0") }
show("[x].pack('m')") { [secret * 4].pack("m") }
show("unpack1('m0') back") { [secret].pack("m0").unpack1("m0").force_encoding("UTF-8") }
show("Base64 agrees") { Base64.strict_encode64(secret) == [secret].pack("m0") }
show("Base64.decode64 lenient") { Base64.decode64("aGV") }
show("Base64.decode64 junk") { Base64.decode64("a*G\nV sbG8=trailing") }
show("Base64.strict_decode64 bad padding bits") { Base64.strict_decode64("YR==") }
show("Base64.strict_decode64 newline") { Base64.strict_decode64("YWJj\n") }
show("Base64.urlsafe_decode64") { Base64.urlsafe_decode64("-_8") }
show("Base64.decode64 encoding") { Base64.decode64("YWJj").encoding }
show("hexdigest by hand") { Digest::SHA256.digest("abc").unpack1("H*") == Digest::SHA256.hexdigest("abc") }
show("hex to bytes") { ["cafebabe"].pack("H*").bytes }
show("bytes to hex") { "\x00\x10\xff".b.unpack1("H*") }
show("mac address") { ["0a1b2c3d4e5f"].pack("H*").unpack("C6").map { |b| format("%02x", b) }.join(":") }

ip = "10.20.30.40"
n = ip.split(".").map(&:to_i).pack("C4").unpack1("N")
show("ip to integer") { n }
show("integer to ip") { [n].pack("N").unpack("C4") }
show("netmask /22") { [(0xffffffff << 10) & 0xffffffff].pack("N").unpack("C4") }
show("network") { [n & 0xfffffc00].pack("N").unpack("C4") }
show("ipv6 groups") { ["20010db8000000000000000000000001"].pack("H*").unpack("n8").map { |g| g.to_s(16) } }

show("U* of a String") { "naïve".unpack("U*") }
show("ascii by U*") { "naïve".unpack("U*").map { |c| c < 128 ? c : 63 }.pack("U*") }
show("valid utf-8?") { begin; "\xff".unpack("U*"); true; rescue ArgumentError; false; end }
show("escape like JSON") { "é\u2028".unpack("U*").map { |c| format("\\u%04x", c) }.join }
show("uuencode") { ["Cat"].pack("u") }
show("qp") { ["Grüße = hello"].pack("M") }
show("qp back") { ["Grüße = hello"].pack("M").unpack1("M").force_encoding("UTF-8") }
show("header") { ["TOQ", 1, 512, 3.5].pack("a4 n N e") }
show("header back") { "TOQ\0\0\x01\0\0\x02\0\0\0`@".b.unpack("Z4 n N e") }
show("length-prefixed") { s = "hello"; [s.bytesize, s].pack("Na*").unpack("Na*") }
show("marshal-ish") { [4, 8].pack("CC") + "i" + [6].pack("c") }
show("random bytes to hex") { [1, 2, 3, 255].pack("C*").unpack1("H*") }
show("each_slice packing") { (1..6).each_slice(2).map { |a| a.pack("n2").unpack1("N") } }
show("YAML !binary lenient") { YAML.load("!binary aGV") }
show("YAML !binary block") { YAML.load("--- !binary |-\n  aGVs\n  bG8=\n") }
show("YAML !!binary junk") { YAML.load("key: !!binary 'a*GV'")["key"] }
