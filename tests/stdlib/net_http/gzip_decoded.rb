require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
res = Net::HTTP.get_response(URI("#{BASE}/gzip"))
p res.body, res["content-encoding"]
u = URI(BASE)
raw = Net::HTTP.new(u.host, u.port).get("/gzip", {"Accept-Encoding" => "identity"})
p raw.body, raw["content-encoding"]
