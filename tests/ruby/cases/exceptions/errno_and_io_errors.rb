begin
  File.read("/nonexistent/toque/file")
rescue Errno::ENOENT => e
  p e.class
  p e.message
  p e.is_a?(SystemCallError)
  p e.errno
end
begin
  File.read("/nonexistent/toque/file")
rescue SystemCallError => e
  p e.class.ancestors.include?(StandardError)
end
p File.exist?("/nonexistent/toque/file")
p (File.read("/nonexistent") rescue "default content")
p Errno::ENOENT.new.message
p Errno::ENOENT.new("path").message
p Errno::EACCES.new("x").message
