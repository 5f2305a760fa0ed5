require 'digest'
p Digest::SHA256.new.update("a").update("b").hexdigest == Digest::SHA256.hexdigest("ab"), Digest::SHA256.hexdigest("ab").length
p Digest::MD5.new.tap { |d| d << "x" }.to_s == Digest::MD5.hexdigest("x"), Digest::SHA512.new.digest_length
