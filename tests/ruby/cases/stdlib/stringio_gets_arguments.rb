# StringIO#gets(sep, limit): a lone non-String is the limit (NUM2LONG), else a String or
# nil separator then an Integer or nil limit (bench/fuzz.py seed 16 case 9054:
# gets(",", ",") was a Python TypeError)
require "stringio"
[[",", ","], [1.5], [:a], [",", nil], [nil, 2], [2**64], [1, 2], [0], [-1], [",", 2],
 ["", 0], [nil], [",", 2, 3]].each do |args|
  io = StringIO.new("a,b,c\nd")
  p [args, io.gets(*args), io.gets]
rescue => e
  p [args, e.class, e.message]
end
io = StringIO.new("x\ny\n")
p io.readline(1), io.readlines(nil), io.gets(chomp: true)
