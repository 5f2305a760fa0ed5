require 'digest'
p Digest::MD5.hexdigest("abc"), Digest::MD5.base64digest("abc"), Digest::MD5.digest("abc").bytesize
