require 'tempfile'
t = Tempfile.new("c")
path = t.path
t.close
p File.exist?(path), t.path == path
t.unlink
p File.exist?(path), t.path
