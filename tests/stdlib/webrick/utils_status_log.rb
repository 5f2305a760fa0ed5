# WEBrick::HTTPStatus, HTTPUtils, HTMLUtils, BasicLog/Log, AccessLog, HTTPVersion, config
require "webrick"
require "stringio"

p WEBrick::HTTPStatus::NotFound.ancestors.take(5)
p WEBrick::HTTPStatus::NotFound.code, WEBrick::HTTPStatus::NotFound.reason_phrase
p WEBrick::HTTPStatus[404], WEBrick::HTTPStatus[500], WEBrick::HTTPStatus.reason_phrase(201)
p WEBrick::HTTPStatus::RC_OK, WEBrick::HTTPStatus::RC_NOT_FOUND, WEBrick::HTTPStatus::RC_INTERNAL_SERVER_ERROR
p WEBrick::HTTPStatus.success?(204), WEBrick::HTTPStatus.redirect?(302), WEBrick::HTTPStatus.error?(404)
p WEBrick::HTTPStatus.client_error?(500), WEBrick::HTTPStatus.server_error?(503), WEBrick::HTTPStatus.info?(100)
e = WEBrick::HTTPStatus::Forbidden.new("nope")
p e.message, e.code, e.reason_phrase, e.to_i
p WEBrick::HTTPStatus::EOFError.superclass
q = WEBrick::HTTPUtils.parse_query("a=1&b=two+words&a=3&c=%41%42;d")
p q, q["a"].list, q["a"].class, q["b"].to_s
p WEBrick::HTTPUtils.escape("a b/c?d"), WEBrick::HTTPUtils.unescape("a%20b%2Fc")
p WEBrick::HTTPUtils.escape_form("a b&c=d"), WEBrick::HTTPUtils.unescape_form("a+b%26c")
p WEBrick::HTTPUtils.normalize_path("/a//b/./c/../d")
p WEBrick::HTTPUtils.mime_type("x.html", WEBrick::HTTPUtils::DefaultMimeTypes)
p WEBrick::HTTPUtils.mime_type("x.tar.gz", WEBrick::HTTPUtils::DefaultMimeTypes)
p WEBrick::HTTPUtils.mime_type("x.json", WEBrick::HTTPUtils::DefaultMimeTypes)
p WEBrick::HTTPUtils.split_header_value('a, "b, c", d')
p WEBrick::HTTPUtils.dequote('"x\"y"'), WEBrick::HTTPUtils.quote('x"y')
h = WEBrick::HTTPUtils.parse_header("Host: example\r\nAccept: a\r\nAccept: b\r\n")
p h["host"], h["accept"], h["missing"]
p WEBrick::HTMLUtils.escape("<a href=\"x\">&</a>")
out = StringIO.new
log = WEBrick::BasicLog.new(out, WEBrick::BasicLog::WARN)
log.error("bad thing")
log.warn("careful")
log.info("not shown")
log << "appended"
log.level = WEBrick::BasicLog::DEBUG
log.debug(:sym)
begin
  raise "boom"
rescue => e
  log.fatal(e)
end
p log.debug?, log.info?, log.level
puts out.string.lines.grep_v(/\A\t/)
out = StringIO.new
WEBrick::Log.new(out).info("with time")
p out.string.sub(/\A\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] /, "[TIME] ")
p WEBrick::AccessLog::COMMON_LOG_FORMAT, WEBrick::AccessLog::COMBINED_LOG_FORMAT
params = { "m" => "GET", "U" => "/x", "s" => 200, "b" => 0, "i" => { "Referer" => "r" }, "h" => "127.0.0.1" }
p WEBrick::AccessLog.format("%h %m %U %s %b %{Referer}i %{User-Agent}i %%", params)
v = WEBrick::HTTPVersion.new("1.1")
p v.to_s, v > "1.0", v == WEBrick::HTTPVersion.convert("1.1"), v.major, v.minor
begin
  WEBrick::HTTPVersion.new("x")
rescue ArgumentError => e
  p e
end
p WEBrick::Config::HTTP[:Port], WEBrick::Config::HTTP[:HTTPVersion].to_s, WEBrick::Config::HTTP[:DirectoryIndex]
p WEBrick::Config::General[:MaxClients], WEBrick::VERSION
p WEBrick::Utils.random_string(12).size
p WEBrick::HTTPServlet::FileHandler.ancestors.include?(WEBrick::HTTPServlet::AbstractServlet)
res = WEBrick::HTTPResponse.new(WEBrick::Config::HTTP)
p res.status, res.reason_phrase, res.http_version.to_s, res.body
res.status = 404
res["Content-Type"] = "text/plain"
res.content_length = 5
p res.status, res.reason_phrase, res["content-type"], res.content_length, res.content_type
begin
  res.set_redirect(WEBrick::HTTPStatus::MovedPermanently, "http://example.com/x")
rescue WEBrick::HTTPStatus::MovedPermanently => e
  p e.class, res["location"], res.body
end
p WEBrick::HTTPUtils.escape("a b<c>\"d\"{|}é"), WEBrick::HTTPUtils.escape_form("x/y?z;w é")
p WEBrick::HTTPUtils.escape_path("/a b/c?d/é")
