require 'uri'
u = URI("mailto:ann@example.com")
p u.class, u.to, u.scheme
f = URI("file:///etc/hosts")
p f.class, f.path, f.host
