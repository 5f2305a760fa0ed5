require 'tempfile'
t = Tempfile.new("x")
t.write("abc\ndef\n")
t.rewind
p t.readlines, t.size
t.close!
p t.path
