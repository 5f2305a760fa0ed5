require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI(BASE)
res = Net::HTTP.get_response(u.host, "/json", u.port)
p res.code, res.body, res.content_type
p Net::HTTP.get(u.host, "/hello", u.port)
