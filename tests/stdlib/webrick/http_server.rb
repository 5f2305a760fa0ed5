# a WEBrick::HTTPServer in a Thread, fetched with Net::HTTP: procs, servlets, files
require "webrick"
require "net/http"
require "tmpdir"

root = Dir.mktmpdir
File.write(File.join(root, "index.html"), "<p>home</p>")
File.write(File.join(root, "notes.txt"), "plain notes")
Dir.mkdir(File.join(root, "sub"))
File.write(File.join(root, "sub", "data.json"), "{}")
server = WEBrick::HTTPServer.new(Port: 0, BindAddress: "127.0.0.1", DocumentRoot: root,
                                 Logger: WEBrick::Log.new(File::NULL), AccessLog: [])
port = server[:Port]
p port.is_a?(Integer) && port > 0, server.config[:BindAddress], server.status
server.mount_proc("/hello") do |req, res|
  res.body = "hi #{req.query['name']} #{req.request_method} #{req.path} #{req.query_string}"
  res["X-Test"] = "yes"
  res.content_type = "text/plain"
end
server.mount_proc("/moved") { |req, res| res.set_redirect(WEBrick::HTTPStatus::Found, "/hello") }
server.mount_proc("/form") do |req, res|
  res.status = 201
  res.body = req.query.sort.map { |k, v| "#{k}=#{v.list.join('|')}" }.join(",") +
             " #{req.content_length} #{req.content_type} #{req['x-custom']}"
end
server.mount_proc("/info") do |req, res|
  res.body = [req.request_uri.scheme, req.request_uri.path, req.http_version.to_s, req.host,
              req.port == port, req.script_name, req.path_info, req.ssl?, req["Accept"]].inspect
end
server.mount_proc("/deep") { |req, res| res.body = "#{req.script_name}|#{req.path_info}" }
t = Thread.new { server.start }
sleep 0.05 until server.status == :Running
base = "http://127.0.0.1:#{port}"
r = Net::HTTP.get_response(URI("#{base}/hello?name=bob&x=1"))
p r.code, r.body, r["x-test"], r["content-type"], r["content-length"], r["server"].start_with?("WEBrick/")
r = Net::HTTP.post_form(URI("#{base}/form"), "a" => "1", "b" => "two words")
p r.code, r.body
r = Net::HTTP.post(URI("#{base}/form?q=1"), "raw body", "Content-Type" => "text/plain", "X-Custom" => "c")
p r.code, r.body
r = Net::HTTP.get_response(URI("#{base}/moved"))
p r.code, r["location"].sub(port.to_s, "PORT"), r.body
r = Net::HTTP.get_response(URI("#{base}/info"))
p r.body
r = Net::HTTP.get_response(URI("#{base}/deep/er/path"))
p r.body
r = Net::HTTP.get_response(URI("#{base}/"))
p r.code, r.body, r["content-type"]
r = Net::HTTP.get_response(URI("#{base}/notes.txt"))
p r.code, r.body, r["content-type"], r["last-modified"].nil?
r = Net::HTTP.get_response(URI("#{base}/sub/data.json"))
p r.code, r.body, r["content-type"]
r = Net::HTTP.get_response(URI("#{base}/sub"))
p r.code, r["location"].end_with?("/sub/")
r = Net::HTTP.get_response(URI("#{base}/missing.txt"))
p r.code, r.body.include?("`/missing.txt' not found."), r["content-type"]
Net::HTTP.start("127.0.0.1", port) do |http|
  head = http.head("/notes.txt")
  p head.code, head["content-length"], head.body
end
server.unmount("/hello")
r = Net::HTTP.get_response(URI("#{base}/hello"))
p r.code
server.shutdown
t.join
p server.status, t.alive?
File.unlink(File.join(root, "sub", "data.json"))
Dir.rmdir(File.join(root, "sub"))
File.unlink(File.join(root, "index.html"))
File.unlink(File.join(root, "notes.txt"))
Dir.rmdir(root)
