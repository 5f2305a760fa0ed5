require 'logger'
require 'stringio'
io = StringIO.new
l = Logger.new(io, progname: "app", formatter: proc { |s, _t, pn, m| "#{s[0]} #{pn} #{m}\n" })
l.info { "lazy" }
l.info("other") { "with prog" }
l.add(Logger::ERROR) { "added" }
l.progname = "svc"
l.warn("w")
print io.string
