require 'net/http'
begin
  Net::HTTP.get_response(URI("http://nonexistent.invalid/"))
rescue SocketError => e
  p e.class, e.message
end
