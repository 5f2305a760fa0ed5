# The webrick gem's parts, each required alone: what each defines (and what it leaves
# undefined until `require "webrick"`), as the gem lays them out.
def defs
  %w[HTTPAuth HTTPServer HTTPStatus Config Cookie HTTPRequest HTTPResponse Utils Log
     GenericServer HTTPServlet HTTPUtils HTTPVersion AccessLog HTMLUtils].map do |c|
    "#{c}:#{WEBrick.const_defined?(c, false) ? 1 : 0}"
  end.join(" ")
end
p require("webrick/httpversion")
p WEBrick::HTTPVersion.new("1.1") > WEBrick::HTTPVersion.new("1.0")
puts defs
p require("webrick/httpauth")
puts defs
p require("webrick/cookie")
p WEBrick::Cookie.parse("a=1; b=2").map(&:name)
puts defs
p WEBrick::Utils.respond_to?(:create_self_signed_cert)
p require("webrick/httpservlet")
p defined?(WEBrick::HTTPServlet::FileHandler), defined?(WEBrick::HTTPServlet::ProcHandler)
puts defs
p require("webrick")
puts defs
p require("webrick/httpserver"), require("webrick")
p WEBrick::Config::HTTP.key?(:SSLEnable)
p require("webrick/ssl")
p WEBrick::Config::HTTP.key?(:SSLEnable), WEBrick::Config::General.key?(:SSLEnable)
p WEBrick::Utils.respond_to?(:create_self_signed_cert)
p require("webrick/https")
p WEBrick::Config::HTTP.key?(:SSLEnable)
p require("webrick/ssl"), require("webrick/https")
begin
  require "webrick/nonesuch"
rescue LoadError => e
  puts e.message
end
