require 'find'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.mkdir(File.join(d, "x"))
  Dir.mkdir(File.join(d, "y"))
  File.write(File.join(d, "y", "f"), "")
  p Find.find(File.join(d, "x"), File.join(d, "y")).map { |f| f.delete_prefix(d) }
end
