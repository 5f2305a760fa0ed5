# StringIO#read's length as MRI's NUM2LONG reads it: a Float truncates, a NaN, infinite or
# huge one is RangeError (1e308 once reached Python's slicing), nil reads the rest.
require "stringio"
[1.9, 0, 0.5, 2**64, 1e308, Float::NAN, Float::INFINITY, -1, -1.5, "1", :a, nil].each do |n|
  io = StringIO.new("abcdef")
  begin
    p [n, io.read(n), io.pos]
  rescue ArgumentError, RangeError, TypeError => e
    puts "#{n.inspect}: #{e.class}: #{e.message}"
  end
end
buf = +"old"
io = StringIO.new("xyz")
p io.read(2.5, buf), buf, io.read(10), io.read(1), io.read
