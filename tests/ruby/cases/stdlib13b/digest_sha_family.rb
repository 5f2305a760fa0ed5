require 'digest'
%w[SHA1 SHA256 SHA384 SHA512].each { |k| p Digest.const_get(k).hexdigest("chef")[0, 16] }
