require 'uri'
u = URI.parse("http://example.com/a")
u.path = "/b/c"
u.query = "x=1 2"
u.fragment = "top"
u.port = 8080
u.host = "other.org"
u.scheme = "https"
p u.to_s, u.class
u.user = "bob"
u.password = "sec"
p u.userinfo, u.to_s
u.userinfo = "al:ice"
p u.user, u.password
u.port = "9000"
p u.port
u.hostname = "::1"
p u.host, u.to_s
begin
  u.path = "rel"
rescue URI::InvalidComponentError => e
  p e.message
end
begin
  u.scheme = "1http"
rescue URI::InvalidComponentError => e
  p e.message
end
begin
  u.host = "a b"
rescue URI::InvalidComponentError => e
  p e.message
end
begin
  u.port = "abc"
rescue URI::InvalidComponentError => e
  p e.message
end
g = URI.parse("http://a.com/x/y?q")
p g.normalize.to_s, URI("HTTP://A.COM").normalize.to_s
d = g.dup
d.path = "/z"
p g.path, d.path
u2 = URI("http://example.com")
u2.query = URI.encode_www_form(a: 1, b: "x y")
p u2.to_s, u2.request_uri
u3 = URI("http://example.com/p")
u3.fragment = "é"
p u3.fragment
u3.query = "k=é"
p u3.query
begin
  URI("mailto:x@y").path = "/x"
rescue URI::InvalidURIError => e
  p e.message
end
