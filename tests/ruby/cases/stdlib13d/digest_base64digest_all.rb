require 'digest'
p Digest::SHA256.base64digest("x"), Digest::SHA1.base64digest(""), Digest::MD5.base64digest("a" * 100)
