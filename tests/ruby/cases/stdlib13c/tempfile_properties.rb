require 'tempfile'
t = Tempfile.new("props")
p t.closed?, t.size, t.length, File.basename(t.path).start_with?("props"), t.path == t.to_path
t.print "12345"
t.flush
p t.size, File.size(t.path)
t.close
p t.closed?
t.unlink
