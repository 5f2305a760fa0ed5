require 'tempfile'
path = nil
r = Tempfile.create(["conf", ".yml"]) do |f|
  path = f.path
  f.puts "a: 1"
  f.flush
  [File.extname(path), File.read(path)]
end
p r, File.exist?(path)
