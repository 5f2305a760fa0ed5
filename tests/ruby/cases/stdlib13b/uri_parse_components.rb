require 'uri'
u = URI.parse("https://user:pw@example.com:8443/a/b.html?x=1&y=2#frag")
p u.scheme, u.userinfo, u.user, u.password, u.host, u.port, u.path, u.query, u.fragment, u.request_uri, u.class
