require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI("#{BASE}/auth")
Net::HTTP.start(u.host, u.port) do |http|
  req = Net::HTTP::Get.new(u)
  p http.request(req).code
  req.basic_auth("user", "secret")
  res = http.request(req)
  p res.code, res.body
end
denied = Net::HTTP.get_response(u)
p denied.code, denied["www-authenticate"], denied.class
