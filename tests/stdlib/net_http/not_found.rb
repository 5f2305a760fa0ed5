require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
res = Net::HTTP.get_response(URI("#{BASE}/nowhere"))
p res.code, res.message, res.body, res.is_a?(Net::HTTPClientError), res.is_a?(Net::HTTPNotFound)
puts res.inspect
