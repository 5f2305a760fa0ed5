# putc writes a String's first character, else the low byte of the Integer (C int) it is
# (bench/fuzz.py seed 16, case 1640: putc of a big Integer was a Python ValueError)
require "stringio"
values = [65, 256 + 66, -1, 200, 2**40, 2**31, -2**31 - 1, 1.9, -1.5, "xyz", "é!", "", :a, nil,
          Object.new, 2**64, Float::NAN, 1e20]
values.each do |x|
  s = StringIO.new
  r = s.putc(x)
  p [s.string, s.string.bytes, r.equal?(x)]
rescue => e
  p [e.class, e.message.sub(/0x\h+/, "0x")]
end
[65, 256 + 66, 1.9, "xyz", "é!", "", nil, 2**40].each do |x|
  print "["
  r = putc(x)
  print "] "
  $stdout.putc(x)
  puts " #{r.equal?(x)}"
rescue => e
  p [e.class, e.message.sub(/0x\h+/, "0x")]
end
