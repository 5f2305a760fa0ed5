# IO.new by descriptor, and an IO allocated but never opened
begin
  io = IO.new
rescue ArgumentError => e
  p e.message
end
begin
  IO.allocate.write("x")
rescue IOError => e
  p e.class, e.message
end
io = IO.new(1)
p io.fileno
io.write("hi\n")
io.flush
begin
  IO.new(99)
rescue => e
  p e.class, e.message
end
