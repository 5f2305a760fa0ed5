require 'tmpdir'
Dir.mktmpdir do |d|
  f = File.join(d, "x")
  File.write(f, "héllo\n")
  p File.binread(f).bytesize, File.binread(f, 2), File.binread(f, 3, 1).bytesize
  p IO.copy_stream(f, File.join(d, "y")), File.read(File.join(d, "y"))
  require 'stringio'
  out = StringIO.new
  p IO.copy_stream(f, out), out.string
  p File.chardev?("/dev/null"), File.chardev?(f), File.blockdev?(f), File.pipe?(f)
  p File::LOCK_EX, File::LOCK_NB, File::LOCK_UN, File::LOCK_SH
  File.open(f) { |io| p io.flock(File::LOCK_EX), io.flock(File::LOCK_UN) }
end
