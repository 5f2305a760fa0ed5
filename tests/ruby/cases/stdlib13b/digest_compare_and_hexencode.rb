require 'digest'
a = Digest::SHA1.new.update("x")
p a == Digest::SHA1.hexdigest("x"), a == Digest::SHA1.new.update("x"), Digest.hexencode("\x01\x7f"), Digest::SHA2.new(512).hexdigest("")[0, 10]
