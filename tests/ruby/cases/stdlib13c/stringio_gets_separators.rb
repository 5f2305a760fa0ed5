require 'stringio'
io = StringIO.new("a,b,c")
p io.gets(","), io.gets(",", chomp: true), io.gets, io.gets
io = StringIO.new("p1\n\np2\n")
p io.gets(""), io.lineno
