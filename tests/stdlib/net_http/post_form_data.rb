require 'net/http'
require 'json'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
res = Net::HTTP.post_form(URI("#{BASE}/echo"), "name" => "chef", "tags" => ["a", "b"], "q" => "x y&z")
d = JSON.parse(res.body)
p d["method"], d["body"], d["headers"]["content-type"], d["headers"]["content-length"]
