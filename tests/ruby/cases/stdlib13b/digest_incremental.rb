require 'digest'
d = Digest::SHA256.new
d << "a"
d.update("b")
p d.hexdigest == Digest::SHA256.hexdigest("ab"), d.to_s[0, 8], d.block_length, d.digest_length
d.reset
p d.hexdigest == Digest::SHA256.hexdigest("")
