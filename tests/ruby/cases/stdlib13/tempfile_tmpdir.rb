require 'tempfile'
require 'tmpdir'
t = Tempfile.new("conf")
p t.class, File.basename(t.path).start_with?("conf"), File.exist?(t.path), t.is_a?(File) || t.is_a?(Tempfile)
p File.stat(t.path).mode.to_s(8)[-3..], File.dirname(t.path) == Dir.tmpdir
t.write("hello\n")
t.puts "world"
t.print "a", "b"
t << "c\n"
t.flush
p File.read(t.path), t.size, t.length
t.rewind
p t.read, t.eof?
t.rewind
p t.gets, t.readlines
t.seek(2)
p t.read(3), t.pos
t.close
p t.closed?, File.exist?(t.path)
t.open
p t.read
path = t.path
t.unlink
p t.path, File.exist?(path)
t2 = Tempfile.new(["base", ".json"])
p File.basename(t2.path).end_with?(".json"), File.basename(t2.path).start_with?("base")
p2 = t2.path
t2.close!
p File.exist?(p2), t2.path
Dir.mktmpdir do |d|
  t3 = Tempfile.new("x", d)
  p File.dirname(t3.path) == d
  t3.close(true)
  p Dir.children(d)
end
r = Tempfile.open("blk") { |f| f.write("zz"); f.path }
p File.read(r)
File.unlink(r)
kept = nil
v = Tempfile.create("cr") do |f|
  kept = f.path
  p f.class
  f.write("data")
  f.rewind
  f.read
end
p v, File.exist?(kept)
f = Tempfile.create(["c", ".txt"])
p f.class, File.extname(f.path)
f.close
File.unlink(f.path)
d = Dir.mktmpdir
p File.directory?(d), File.basename(d).start_with?("d"), File.stat(d).mode.to_s(8)[-3..]
Dir.rmdir(d)
res = Dir.mktmpdir(["pre", "suf"]) { |dd| [File.basename(dd).start_with?("pre"), File.basename(dd).end_with?("suf"), dd] }
p res[0, 2], File.exist?(res[2])
Dir.mktmpdir("mine") do |dir|
  File.write(File.join(dir, "f"), "x")
  Dir.mkdir(File.join(dir, "sub"))
  p Dir.children(dir).sort
end
p Dir.tmpdir.class
File.open(File.join(Dir.tmpdir, "rw_test_#{$$}"), "w+") do |io|
  io.write("abc")
  io.rewind
  p io.read
  io.seek(1)
  io.write("Z")
  io.rewind
  p io.read
end
File.unlink(File.join(Dir.tmpdir, "rw_test_#{$$}"))
