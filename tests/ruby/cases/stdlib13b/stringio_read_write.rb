require 'stringio'
io = StringIO.new
io.puts "a"
io.print "b", "c"
io << "d\n"
io.printf("%03d\n", 7)
p io.string, io.pos
io.rewind
p io.gets, io.read(2), io.read, io.eof?
