require 'uri'
u = URI::HTTP.build(host: "h.example", path: "/p", query: "a=b")
p u.to_s
u.port = 8080
u.path = "/q"
u.query = nil
p u.to_s, u.hostname, u.absolute?, URI("/rel").relative?
