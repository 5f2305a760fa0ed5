require 'tmpdir'
Dir.mktmpdir do |d|
  path = File.join(d, "f")
  File.open(path, "w+") { |f| f.write("hello"); f.rewind; p f.read }
  File.open(path, "r+") { |f| f.write("J"); f.rewind; p f.read }
  File.open(path, "a+") { |f| f.write("!"); f.rewind; p f.read }
  p File.read(path)
end
