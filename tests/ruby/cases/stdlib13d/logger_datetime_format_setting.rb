require 'logger'
require 'stringio'
io = StringIO.new
l = Logger.new(io)
l.datetime_format = "%Y"
l.info("dated")
p io.string.sub(/#\d+/, "#PID").sub(/\d{4}/, "YEAR"), l.datetime_format
