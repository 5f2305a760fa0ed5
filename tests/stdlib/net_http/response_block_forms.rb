require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI(BASE)
Net::HTTP.get_response(URI("#{BASE}/hello")) { |res| p res.code }
Net::HTTP.start(u.host, u.port) do |http|
  http.request_get("/hello") { |res| res.read_body { |chunk| p chunk } }
  got = +""
  http.get("/json") { |chunk| got << chunk }
  p got
  buf = +""
  http.get("/hello", nil, buf)
  p buf
  r = http.request_post("/echo", "x") { |res| p res.code }
  p r.class
end
Net::HTTP.get_print(URI("#{BASE}/hello"))
