require 'net/http'
require 'json'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI(BASE)
http = Net::HTTP.new(u.host, u.port)
d = JSON.parse(http.request(Net::HTTP::Post.new("/echo"), "arg body").body)
p d["body"], d["headers"]["content-length"]
d = JSON.parse(http.put("/echo", "put body", "Content-Type" => "text/x").body)
p d["method"], d["body"], d["headers"]["content-type"]
d = JSON.parse(http.post("/echo", "a=1").body)
p d["headers"]["content-type"]
d = JSON.parse(http.delete("/echo").body)
p d["method"], d["headers"]["depth"]
d = JSON.parse(http.send_request("PATCH", "/echo", "p").body)
p d["method"], d["body"]
