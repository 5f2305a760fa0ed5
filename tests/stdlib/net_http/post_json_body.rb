require 'net/http'
require 'json'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
uri = URI("#{BASE}/echo")
res = Net::HTTP.post(uri, {a: 1}.to_json, "Content-Type" => "application/json")
d = JSON.parse(res.body)
p res.class, d["method"], d["body"], d["headers"]["content-type"]
