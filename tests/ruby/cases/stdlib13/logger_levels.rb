require 'logger'
require 'stringio'
io = StringIO.new
l = Logger.new(io, level: Logger::WARN, formatter: ->(s, _t, _p, m) { "#{s}:#{m}\n" })
%i[debug info warn error fatal unknown].each { |m| l.send(m, m.to_s) }
print io.string
p l.level, l.warn?, l.info?
