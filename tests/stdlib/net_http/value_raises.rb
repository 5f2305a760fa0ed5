require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
u = URI(BASE)
http = Net::HTTP.new(u.host, u.port)
p http.get("/hello").value
[404, 500, 302].each do |code|
  begin
    http.get("/status/#{code}").value
  rescue Net::HTTPClientException, Net::HTTPFatalError, Net::HTTPRetriableError => e
    p e.class, e.message, e.response.code, e.data.class
  end
end
p Net::HTTPServerException.equal?(Net::HTTPClientException), Net::HTTPError.ancestors.include?(Net::ProtocolError)
