# AbstractServlet subclasses (do_GET/do_POST, get_instance with options), 405, raised
# statuses, a servlet's own error as 500, mount_proc without a block, the access log
require "webrick"
require "net/http"
require "stringio"

class Greeter < WEBrick::HTTPServlet::AbstractServlet
  def initialize(server, greeting, punct = "!")
    super(server)
    @greeting = greeting
    @punct = punct
  end

  def do_GET(req, res)
    res.body = "#{@greeting}, #{req.query['who'] || 'world'}#{@punct}"
    res.content_type = "text/plain"
  end

  def do_POST(req, res)
    raise WEBrick::HTTPStatus::Forbidden, "no posting here"
  end

  def do_PUT(req, res)
    raise ArgumentError, "broken servlet"
  end
end

class Teapot < WEBrick::HTTPServlet::AbstractServlet
  def do_GET(req, res)
    res.status = 418
    res.body = "short and stout"
  end
end

access = StringIO.new
log = StringIO.new
server = WEBrick::HTTPServer.new(Port: 0, BindAddress: "127.0.0.1",
                                 Logger: WEBrick::Log.new(log, WEBrick::BasicLog::WARN),
                                 AccessLog: [[access, "%m %U %s %b"]])
server.mount("/greet", Greeter, "Hello")
server.mount("/hey", Greeter, "Hey", "?")
server.mount("/pot", Teapot)
begin
  server.mount_proc("/x")
rescue WEBrick::HTTPServerError => e
  p e
end
t = Thread.new { server.start }
Net::HTTP.start("127.0.0.1", server[:Port]) do |http|
  r = http.get("/greet?who=ann")
  p r.code, r.body
  p http.get("/hey").body
  r = http.post("/greet", "x")
  p r.code, r.body.include?("no posting here"), r["content-type"]
  r = http.put("/greet", "x")
  p r.code, r.body.include?("Internal Server Error")
  r = http.delete("/greet")
  p r.code, r.body.include?("unsupported method `DELETE'.")
  r = http.get("/pot")
  p r.code, r.body
  r = http.request(Net::HTTP::Options.new("/greet"))
  p r.code, r["allow"]
end
server.shutdown
t.join
puts access.string
p log.string.lines.grep_v(/\A\t/).map { |l| l.sub(/\A\[[^\]]*\] /, "").chomp }
