require 'tempfile'
require 'tmpdir'
Dir.mktmpdir do |d|
  t = Tempfile.new(["pre", ".ext"], d)
  p File.dirname(t.path) == d, File.extname(t.path)
  t.close!
  p Dir.children(d)
end
