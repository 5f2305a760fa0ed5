require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
res = Net::HTTP.get_response(URI("#{BASE}/redirect"))
p res.code, res["location"], res.class, res.is_a?(Net::HTTPRedirection), Net::HTTPMovedTemporarily.equal?(Net::HTTPFound)
