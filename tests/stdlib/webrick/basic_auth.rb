# WEBrick::HTTPAuth.basic_auth in a mount_proc, with Net::HTTP's basic_auth
require "webrick"
require "net/http"

server = WEBrick::HTTPServer.new(Port: 0, BindAddress: "127.0.0.1", Logger: WEBrick::Log.new(File::NULL), AccessLog: [])
server.mount_proc("/secret") do |req, res|
  WEBrick::HTTPAuth.basic_auth(req, res, "toque realm") { |user, pass| user == "ann" && pass == "s3:cr3t" }
  res.body = "welcome #{req.user}"
end
t = Thread.new { server.start }
Net::HTTP.start("127.0.0.1", server[:Port]) do |http|
  r = http.get("/secret")
  p r.code, r["www-authenticate"]
  req = Net::HTTP::Get.new("/secret")
  req.basic_auth("ann", "wrong")
  p http.request(req).code
  req = Net::HTTP::Get.new("/secret")
  req.basic_auth("ann", "s3:cr3t")
  r = http.request(req)
  p r.code, r.body
end
server.shutdown
t.join
