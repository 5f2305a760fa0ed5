require 'net/http'
require 'json'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
proxy = URI(BASE)

p Net::HTTP.proxy_class?, Net::HTTP.Proxy(nil).equal?(Net::HTTP)
klass = Net::HTTP::Proxy(proxy.host, proxy.port, "pu", "pp")
p klass.proxy_class?, klass.superclass, klass.proxy_address == proxy.host, klass.proxy_port == proxy.port
p klass.proxy_user, klass.proxy_pass
http = klass.new("example.invalid")
p http.proxy?, http.proxy_from_env?, http.proxy_address == proxy.host, http.proxy_user, http.proxy_pass
res = http.start { |h| h.get("/echo?x=1") }
echo = JSON.parse(res.body)
p res.code, echo["method"], echo["path"], echo["headers"]["proxy-authorization"]
res = klass.new("example.invalid", 8080).start { |h| h.get("/echo") }
p JSON.parse(res.body)["path"]
defaulted = Net::HTTP::Proxy("proxy.invalid")
p defaulted.proxy_port, defaulted.new("x").proxy_port

env_class = Net::HTTP::Proxy(:ENV)
p env_class.proxy_class?, env_class.proxy_address
ENV["http_proxy"] = "http://eu%20ser:pw@#{proxy.host}:#{proxy.port}"
ENV["no_proxy"] = "skip.invalid"
e = env_class.new("example.invalid")
p e.proxy_from_env?, e.proxy?, e.proxy_address == proxy.host, e.proxy_port == proxy.port, e.proxy_user, e.proxy_pass
p JSON.parse(e.start { |h| h.get("/echo") }.body)["path"]
p Net::HTTP.new("example.invalid").proxy?, Net::HTTP.new("skip.invalid").proxy?
p Net::HTTP.new("example.invalid", nil, nil).proxy?
explicit = Net::HTTP.new("example.invalid", 81, proxy.host, proxy.port)
p explicit.proxy?, explicit.proxy_from_env?, explicit.proxy_user
p JSON.parse(explicit.start { |h| h.get("/echo") }.body)["path"]
no = Net::HTTP.new("example.invalid", 80, proxy.host, proxy.port, nil, nil, "example.invalid")
p no.proxy?, no.proxy_address
ENV.delete("http_proxy")
ENV.delete("no_proxy")
p Net::HTTP.new("example.invalid").proxy?, Net::HTTP.new("example.invalid").proxy_uri
