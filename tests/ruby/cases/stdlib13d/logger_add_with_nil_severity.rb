require 'logger'
require 'stringio'
io = StringIO.new
l = Logger.new(io, formatter: ->(s, _t, _p, m) { "#{s}|#{m}\n" })
l.add(nil, "no severity")
l.add(Logger::INFO, nil, "progname as message")
l.add(99, "beyond")
print io.string
