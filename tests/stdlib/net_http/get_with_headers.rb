require 'net/http'
require 'json'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
body = Net::HTTP.get(URI("#{BASE}/echo?x=1"), {"X-Token" => "abc", "Accept" => "text/plain"})
data = JSON.parse(body)
p data["method"], data["path"], data["headers"]["x-token"], data["headers"]["accept"], data["headers"]["user-agent"]
