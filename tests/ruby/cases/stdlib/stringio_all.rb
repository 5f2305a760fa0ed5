require 'stringio'
io = StringIO.new("line one\nline two\n\nlast")
p io.gets
p io.lineno
p io.gets(chomp: true)
p io.pos
p io.read
p io.gets
p io.eof?
io.rewind
p io.readlines
io.rewind
p io.readlines(chomp: true)
io.rewind
p io.gets("")
p io.gets(nil)
io.rewind
p io.gets("two")
p io.gets(4)
p io.gets("\n", 3)
io.rewind
p io.each_line.to_a.size
io.rewind
io.each_line { |l| print l.upcase }
puts
io.rewind
p io.read(4), io.read(0), io.read(100), io.read(5), io.read
io.rewind
buf = +""
io.read(3, buf)
p buf
p io.getc, io.readchar
io.ungetc("X")
p io.read(3)
out = StringIO.new
out.write("a", 1, :b)
out << "c" << 2
out.print("p", "q")
out.puts("x", ["y", ["z"]], nil)
out.puts
out.printf("%05.1f|%s\n", 3.14159, "f")
out.putc "!"
out.putc 65
p out.string
p out.pos, out.size, out.length
s = +"hello world"
io2 = StringIO.new(s)
io2.seek(6)
io2.write("WORLD")
p s
io2.seek(-5, IO::SEEK_END)
p io2.read
io2.seek(0)
io2.seek(2, IO::SEEK_CUR)
p io2.read(3)
io2.pos = 20
io2.write("!")
p s
io2.truncate(5)
p s
a = StringIO.new(+"start", "a")
a.write("-end")
p a.string
w = StringIO.new(+"old content", "w")
p w.string
w.write("new")
p w.string
r = StringIO.new("frozen".freeze)
begin
  r.write("x")
rescue IOError => e
  p e.class, e.message
end
p r.read
c = StringIO.new("abc")
c.close_write
p c.closed_write?, c.closed_read?, c.closed?
p c.read
c.close
p c.closed?
begin
  c.read
rescue IOError => e
  p e.message
end
p StringIO.open("xyz") { |f| f.read.upcase }
prev = $stdout
$stdout = StringIO.new
puts "captured"
print "more"
captured = $stdout.string
$stdout = prev
p captured
e = StringIO.new("a\nb\n")
p e.map(&:chomp)
p e.is_a?(Enumerable)
p StringIO.new.string.empty?
p StringIO.new("x").tty?, StringIO.new("x").sync, StringIO.new("x").fileno
p StringIO.new("abc").each_char.to_a
begin
  StringIO.new("abc").pos = -1
rescue SystemCallError => e
  p e.class
end
p StringIO.new("a,b,c").gets(",")
sio = StringIO.new
sio.string = +"replaced"
p sio.read
