require 'find'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.mkdir(File.join(d, "s"))
  %w[a.rb s/b.rb s/c.txt].each { |f| File.write(File.join(d, f), "") }
  files = Find.find(d).select { |f| File.file?(f) }.map { |f| f.delete_prefix(d + "/") }
  p files.sort, Find.find(d).count { |f| File.directory?(f) }
end
