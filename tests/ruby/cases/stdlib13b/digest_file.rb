require 'digest'
p Digest::SHA256.file(__FILE__).hexdigest == Digest::SHA256.hexdigest(File.read(__FILE__))
p Digest::MD5.file(__FILE__).hexdigest.size
