require 'tmpdir'

Dir.mktmpdir do |root|
  Dir.chdir(root) do
    File.write("f", "x")
    File.chmod(0o644, "f")
    p File.world_readable?("f"), File.world_writable?("f")
    File.chmod(0o666, "f")
    p File.world_readable?("f"), File.world_writable?("f")
    File.chmod(0o600, "f")
    p File.world_readable?("f"), File.world_writable?("f")
    p File.world_readable?("missing"), File.world_writable?("missing")
    File.chmod(0o4755, "f")
    p File.setuid?("f"), File.setgid?("f"), File.sticky?("f")
    File.chmod(0o2755, "f")
    p File.setuid?("f"), File.setgid?("f")
    Dir.mkdir("d")
    File.chmod(0o1777, "d")
    p File.sticky?("d"), File.world_writable?("d"), File.sticky?("missing")
    p File.owned?("f"), File.grpowned?("f"), File.owned?("missing")
    p File.readable_real?("f"), File.writable_real?("f"), File.executable_real?("f"), File.executable_real?("missing")
    p File.pipe?("f"), File.socket?("f"), File.chardev?("/dev/null"), File.blockdev?("/dev/null")
    File.mkfifo("fifo")
    p File.pipe?("fifo"), File.ftype("fifo"), File.stat("fifo").pipe?
    begin
      File.mkfifo("fifo")
    rescue SystemCallError => e
      p e.class
    end
    st = File.stat("f")
    p st.world_readable?, st.world_writable?, st.setgid?, st.setuid?, st.sticky?, st.owned?
    p st.readable?, st.writable?, st.size?, File.stat("d").size?.class, st.pipe?, st.socket?
    p st.blksize.is_a?(Integer), st.blocks.is_a?(Integer), st.dev_major.is_a?(Integer), st.dev_minor.is_a?(Integer)
    nul = File.stat("/dev/null")
    p nul.chardev?, nul.blockdev?, nul.rdev_major, nul.rdev_minor, nul.rdev == (1 << 8 | 3)
    File.write("empty", "")
    p File.stat("empty").size?, File.stat("empty").zero?
    File.open("f") { |io| p File.world_readable?(io).class, File.owned?(io) }
    p FileTest.world_writable?("d"), FileTest.exist?("f"), FileTest.directory?("d"), FileTest.size?("empty")
    p FileTest.class, FileTest.respond_to?(:file?)
    File.symlink("f", "link")
    p File.lchown(nil, nil, "link"), File.lchown(Process.uid, nil, "link", "f")
    p File.lchmod(0o640, "f"), format("%o", File.stat("f").mode & 0o7777)
    begin
      File.lchmod(0o644, "link")
    rescue SystemCallError => e
      p e.class, e.message
    end
    begin
      File.stat("f").birthtime
    rescue NotImplementedError => e
      puts e.message
    end
  end
end
