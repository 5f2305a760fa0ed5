require 'stringio'
io = StringIO.new(+"hello")
io.seek(0, IO::SEEK_END)
io.write(" world")
p io.string, io.size, io.closed?
io.truncate(5)
p io.string
io.close
p io.closed?
