require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
res = Net::HTTP.get_response(URI("#{BASE}/multi"))
p res["set-cookie"], res.get_fields("set-cookie"), res.to_hash["set-cookie"], res["last-modified"]
