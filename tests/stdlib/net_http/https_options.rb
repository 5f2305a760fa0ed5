require 'net/https'
http = Net::HTTP.new("example.com", 443)
http.use_ssl = true
http.verify_mode = OpenSSL::SSL::VERIFY_PEER
http.ca_file = "/etc/ssl/certs/ca-certificates.crt"
p http.use_ssl?, http.verify_mode, http.ca_file, http.port
p OpenSSL::SSL::VERIFY_NONE, OpenSSL::SSL::VERIFY_PEER
