require 'tempfile'
t = Tempfile.new
t.write("still here")
t.unlink
t.rewind
p t.read, t.path
t.close
