require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI(BASE)
Net::HTTP.start(u.host, u.port) do |http|
  [200, 201, 204, 301, 304, 400, 401, 403, 404, 409, 418, 422, 500, 502, 503].each do |code|
    res = http.get("/status/#{code}")
    p [res.code, res.class, res.class.superclass, res.body]
  end
end
