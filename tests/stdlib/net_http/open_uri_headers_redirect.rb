require 'open-uri'
require 'json'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
d = JSON.parse(URI.open("#{BASE}/echo", "User-Agent" => "toque-test", "X-A" => "1").read)
p d["headers"]["user-agent"], d["headers"]["x-a"]
f = URI.open("#{BASE}/redirect")
p f.read, f.base_uri.path, f.status
p URI.open("#{BASE}/auth", http_basic_authentication: ["user", "secret"]).read
p URI.open("#{BASE}/multi").last_modified.utc.year
