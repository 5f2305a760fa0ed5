require 'digest'
d = Digest::SHA1.new
p d
d << "ab"
d.update("c")
p d.hexdigest
p d.to_s
p d
p d == Digest::SHA1.hexdigest("abc")
p d == Digest::SHA1.new.update("abc")
p d == "nope"
e = d.dup
e << "x"
p e.hexdigest == d.hexdigest
p d.hexdigest == Digest::SHA1.hexdigest("abc")
p e.hexdigest == Digest::SHA1.hexdigest("abcx")
p d.length, d.size, d.digest_length, d.block_length
p Digest::MD5.new.digest_length, Digest::SHA384.new.block_length
p d.hexdigest("other") == Digest::SHA1.hexdigest("other")
p d.hexdigest == Digest::SHA1.hexdigest("")
d << "abc"
p d.hexdigest!
p d.hexdigest
d << "zz"
p d.digest!.size
p d.base64digest
p d.base64digest("abc")
p d.reset.hexdigest == Digest::SHA1.new.hexdigest
f = Digest::SHA256.new
f << "x"
g = f.new
p g.class, g.hexdigest == Digest::SHA256.hexdigest("")
p f.hexdigest == Digest::SHA256.hexdigest("x")
s = Digest::SHA2.new(512)
p s
p s.digest_length, s.block_length
p Digest::SHA2.new.update("abc").hexdigest == Digest::SHA256.hexdigest("abc")
p Digest::SHA256.new.file(__FILE__).hexdigest == Digest::SHA256.hexdigest(File.read(__FILE__))
p Digest::MD5.new.is_a?(Digest::Instance), Digest::MD5.new.is_a?(Digest::Base)
class MyDigest < Digest::SHA256; end
p MyDigest.hexdigest("abc") == Digest::SHA256.hexdigest("abc")
p MyDigest.new.class
