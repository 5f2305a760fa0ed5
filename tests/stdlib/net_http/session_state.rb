require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI(BASE)
http = Net::HTTP.new(u.host, u.port)
http.start
p http.started?, http.active?
begin
  http.start
rescue IOError => e
  p e.message
end
p http.get("/hello").body
http.finish
p http.started?
begin
  http.finish
rescue IOError => e
  p e.message
end
http.use_ssl = true
p http.use_ssl?
http.use_ssl = false
http.verify_mode = OpenSSL::SSL::VERIFY_NONE
p http.verify_mode, Net::HTTP.default_port, Net::HTTP.https_default_port, Net::HTTP.version_1_2?
p Net::HTTP.start(u.host, u.port) { |h| h.get("/hello").body }
begin
  http.max_retries = -1
rescue ArgumentError => e
  p e.message
end
