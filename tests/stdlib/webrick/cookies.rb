# WEBrick::Cookie: building, Set-Cookie from a servlet, parsing a request's cookies
require "webrick"
require "net/http"

c = WEBrick::Cookie.new("sess", "abc")
c.path = "/"
c.domain = "example.com"
c.max_age = 60
c.secure = true
c.comment = "hi"
c.version = 1
p c.to_s
d = WEBrick::Cookie.new("a", "b")
d.expires = Time.utc(2030, 1, 2, 3, 4, 5)
p d.to_s, d.expires.utc.to_a.first(6)
p WEBrick::Cookie.parse("$Version=1; a=b; $Path=/; c=d").map { |k| [k.name, k.value, k.path, k.version] }
x = WEBrick::Cookie.parse_set_cookie("n=v; path=/p; domain=.x.org; max-age=5; secure; HttpOnly")
p [x.name, x.value, x.path, x.domain, x.max_age, x.secure]
p WEBrick::Cookie.parse_set_cookies("a=1, b=2; path=/").map(&:name)
p WEBrick::Cookie.parse(nil)
server = WEBrick::HTTPServer.new(Port: 0, BindAddress: "127.0.0.1", Logger: WEBrick::Log.new(File::NULL), AccessLog: [])
server.mount_proc("/c") do |req, res|
  res.cookies << WEBrick::Cookie.new("seen", req.cookies.map { |k| "#{k.name}:#{k.value}" }.join("+"))
  res.body = req.cookies.size.to_s
end
t = Thread.new { server.start }
Net::HTTP.start("127.0.0.1", server[:Port]) do |http|
  r = http.get("/c", "Cookie" => "x=1; y=2")
  p r.body, r["set-cookie"]
end
server.shutdown
t.join
