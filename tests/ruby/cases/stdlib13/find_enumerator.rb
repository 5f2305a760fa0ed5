require 'find'
require 'tmpdir'
Dir.mktmpdir do |d|
  File.write(File.join(d, "a.rb"), "")
  File.write(File.join(d, "b.txt"), "")
  e = Find.find(d)
  p e.class, e.map { |f| f.sub(d, "") }.sort, e.count
end
