require 'logger'
require 'stringio'
io = StringIO.new
l = Logger.new(io, formatter: Logger::Formatter.new)
begin
  raise IOError, "disk"
rescue => e
  l.error(e)
end
p io.string.lines.first.sub(/\[.*?\]/, "[X]")
