require 'tempfile'
Tempfile.create("lines") do |f|
  f.write("1\n2\n3\n")
  f.rewind
  p f.gets, f.each_line.to_a, f.eof?
end
