require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI(BASE)
Net::HTTP.start(u.host, u.port) do |http|
  p http.started?, http.use_ssl?, http.address == u.host, http.port == u.port
  r1 = http.get("/hello")
  r2 = http.request(Net::HTTP::Get.new("/json"))
  r3 = http.head("/hello")
  p r1.code, r1.body, r2.body, r3.code, r3.body, r3["content-length"]
end
