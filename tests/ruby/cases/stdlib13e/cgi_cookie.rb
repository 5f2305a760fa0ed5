require 'cgi'

c = CGI::Cookie.new("name", "v1", "v 2")
p c, c.to_s, c.name, c.value, c.path, c.domain, c.expires, c.secure, c.httponly, c.class.superclass
c2 = CGI::Cookie.new("name" => "n", "value" => ["a", "b;c"], "path" => "/x", "domain" => "d.com",
                     "expires" => Time.utc(2020, 1, 2, 3, 4, 5), "secure" => true, "httponly" => true)
puts c2
c3 = CGI::Cookie.new("name" => "solo", "value" => "one")
p c3.to_s, c3.value, c3.secure
p CGI::Cookie.parse("a=1; b=2&3; a=4;c=%20x"), CGI::Cookie.parse(nil), CGI::Cookie.parse("x")["y"]
c.value = "z"
p c, c.value, c.size
p (c.secure = 1), c.secure, (c.secure = true), c.secure
c.httponly = "yes"
p c.httponly
c.path = "/app/"
c.domain = "example.com"
c.expires = Time.utc(2001, 2, 3)
puts c
[-> { CGI::Cookie.new }, -> { CGI::Cookie.new("value" => "x") }, -> { CGI::Cookie.new("bad name") },
 -> { c.path = "a;b" }, -> { c.domain = "-bad.com" }, -> { c.domain = ".lead.com" }, -> { c.name = "a=b" }].each do |f|
  f.call
  puts "ok"
rescue ArgumentError => e
  puts e.message
end
p c.map(&:upcase), c.first
