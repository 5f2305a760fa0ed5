require 'tmpdir'
kept = nil
Dir.mktmpdir do |d|
  kept = d
  File.write(File.join(d, "f"), "1")
  p File.directory?(d), Dir.children(d)
end
p File.exist?(kept)
