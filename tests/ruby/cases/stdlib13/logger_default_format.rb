require 'logger'
require 'stringio'
io = StringIO.new
l = Logger.new(io)
l.info("hello")
line = io.string
p line =~ /\AI, \[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6} #\d+\]  INFO -- : hello\n\z/ ? :ok : line
