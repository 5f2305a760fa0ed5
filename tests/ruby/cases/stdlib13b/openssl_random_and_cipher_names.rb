require 'openssl'
p OpenSSL::Random.random_bytes(8).bytesize, OpenSSL::OPENSSL_VERSION.is_a?(String), OpenSSL::SSL::VERIFY_PEER
