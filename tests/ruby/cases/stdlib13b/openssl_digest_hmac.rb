require 'openssl'
p OpenSSL::Digest::SHA256.hexdigest("x")[0, 12], OpenSSL::HMAC.hexdigest("SHA256", "key", "data")[0, 16]
p OpenSSL::Digest.new("SHA1").update("a").hexdigest == OpenSSL::Digest::SHA1.hexdigest("a")
