require 'uri'
u = URI.parse("http://user:pw@Example.com:8080/a/b.html?x=1&y=2#frag")
p u.class, u.scheme, u.userinfo, u.user, u.password, u.host, u.port, u.path, u.query, u.fragment
p u.to_s, u.hostname, u.request_uri, u.absolute?, u.relative?, u.hierarchical?
p u.default_port, URI::HTTP.default_port, URI::HTTPS::DEFAULT_PORT
s = URI("https://chef.io/docs")
p s.class, s.port, s.to_s, s.path, s.query, s.userinfo
p URI.parse("ftp://ftp.example.com/pub/file.txt;type=i").typecode
p URI.parse("ftp://ftp.example.com/pub/file.txt").path
p URI.parse("file:///etc/hosts").class, URI.parse("file:///etc/hosts").path, URI.parse("file:///etc/hosts").host
p URI.parse("mailto:a@b.com?subject=hi").to, URI.parse("mailto:a@b.com?subject=hi").headers
p URI.parse("ldap://ldap.example.com/dc=example,dc=com?cn?sub?(cn=x)").dn
p URI.parse("//host/path").host, URI.parse("relative/path").path, URI.parse("/abs").class
p URI.parse("urn:isbn:123").opaque, URI.parse("urn:isbn:123").path
p URI.parse("http://[::1]:3000/x").host, URI.parse("http://[::1]:3000/x").hostname
p URI.parse("HTTP://EXAMPLE.com").scheme
p URI.parse("http://example.com").path, URI.parse("http://example.com").request_uri
p URI.parse("http://a.com/x").inspect
p URI.parse("git+ssh://git@github.com/x.git").class
p URI.split("http://a.com:81/p?q#f")
%w[http://a\ b.com http://a.com/%zz ht^tp://x].each do |bad|
  begin
    URI.parse(bad)
    p :ok
  rescue URI::InvalidURIError => e
    p e.class, e.message
  end
end
p URI::InvalidURIError.ancestors.take(3)
begin
  URI(42)
rescue ArgumentError => e
  p e.message
end
p URI.scheme_list.keys.sort
p URI.parse("http://a.com") == URI.parse("HTTP://A.COM/"), URI.parse("http://a.com/") == URI.parse("https://a.com/")
p URI.parse("http://a.com:80/").to_s, URI.parse("https://a.com:8443/").to_s
p URI::HTTP.build(host: "example.com", path: "/foo", query: "a=b").to_s
p URI::HTTPS.build(host: "x.org", port: 8443, path: "/p").to_s
p URI::HTTP.build(["u:p", "h.com", 81, "/x", "q", "f"]).to_s
p URI.parse("http://a.com/b").select(:host, :port, :path)
p URI.parse("http://a.com/x").origin, URI.parse("http://a.com:99/x").authority
h = { URI("http://a.com/") => 1 }
p h[URI("http://a.com/")]
p URI("http://a.com/").eql?(URI("http://a.com/")), URI("http://a.com/").hash == URI("http://a.com/").hash
