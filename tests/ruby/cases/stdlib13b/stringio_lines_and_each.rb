require 'stringio'
io = StringIO.new("one\ntwo\nthree")
p io.readlines, io.eof?
io.rewind
io.each_line { |l| p l.chomp }
p StringIO.new("x\ny").each_line.map(&:chomp), StringIO.new("abc").each_char.to_a
