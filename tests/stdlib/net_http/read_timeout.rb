require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI(BASE)
http = Net::HTTP.new(u.host, u.port)
http.read_timeout = 0.5
begin
  http.get("/slow")
rescue Net::ReadTimeout => e
  p e.class, e.is_a?(Timeout::Error)
end
p Net::OpenTimeout.ancestors.include?(Timeout::Error)
