require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI(BASE)
http = Net::HTTP.new(u.host, u.port)
http.open_timeout = 5
http.read_timeout = 10
p http.open_timeout, http.read_timeout, http.started?
res = http.request(Net::HTTP::Get.new(URI("#{BASE}/hello")))
p res.code, res.body, res.uri.path
p http.inspect.sub(/:\d+/, ":PORT")
