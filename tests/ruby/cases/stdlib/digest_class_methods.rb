require 'digest'
p Digest::MD5.hexdigest("abc")
p Digest::SHA1.hexdigest("abc")
p Digest::SHA256.hexdigest("abc")
p Digest::SHA384.hexdigest("abc")
p Digest::SHA512.hexdigest("abc")
p Digest::SHA256.hexdigest("")
p Digest::MD5.hexdigest("héllo")
p Digest::MD5.digest("a")
p Digest::SHA256.digest("abc").size
p Digest::SHA256.digest("abc").bytesize
p Digest::MD5.digest("a").encoding
p Digest::MD5.digest("a").bytes.first(4)
p Digest::SHA256.base64digest("")
p Digest::MD5.base64digest("abc")
p Digest::SHA2.hexdigest("abc")
p Digest::SHA2.hexdigest("abc", 512) == Digest::SHA512.hexdigest("abc")
p Digest.hexencode("ab\n")
p Digest(:MD5)
p Digest("SHA256")
p Digest::MD5.ancestors.take_while { |m| m != Object }
p Digest::SHA2.superclass
p Digest::MD5.file(__FILE__).hexdigest.size
p Digest::SHA256.file(__FILE__).hexdigest == Digest::SHA256.hexdigest(File.read(__FILE__))
begin
  Digest::MD5.file("no-such-file")
rescue SystemCallError => e
  p e.class
end
begin
  Digest::MD5.hexdigest(nil)
rescue TypeError => e
  p e.message
end
begin
  Digest::SHA2.new(100)
rescue ArgumentError => e
  p e.message
end
