require 'tmpdir'
d = Dir.mktmpdir("chef-")
p File.basename(d).start_with?("chef-"), File.dirname(d) == Dir.tmpdir
Dir.rmdir(d)
