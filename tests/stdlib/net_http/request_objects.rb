require 'net/http'
require 'json'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI(BASE)
Net::HTTP.start(u.host, u.port) do |http|
  [Net::HTTP::Put, Net::HTTP::Patch, Net::HTTP::Delete, Net::HTTP::Options, Net::HTTP::Post].each do |klass|
    req = klass.new("/echo?k=v")
    req["X-Req"] = klass.name
    req.body = "payload" if req.request_body_permitted?
    req.content_type = "text/plain" if req.request_body_permitted?
    d = JSON.parse(http.request(req).body)
    p [d["method"], d["path"], d["body"], d["headers"]["x-req"], d["headers"]["content-type"]]
  end
end
