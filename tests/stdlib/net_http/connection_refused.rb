require 'net/http'
begin
  Net::HTTP.get(URI("http://127.0.0.1:1/"))
rescue SystemCallError => e
  p e.class, e.message
end
begin
  Net::HTTP.start("127.0.0.1", 1) { |h| h.get("/") }
rescue Errno::ECONNREFUSED => e
  p e.class
end
