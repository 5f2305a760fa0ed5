require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  f = File.join(d, "f")
  FileUtils.touch(f, mtime: Time.at(1_000_000))
  p File.mtime(f).to_i
  begin
    FileUtils.touch(File.join(d, "g"), nocreate: true)
  rescue Errno::ENOENT => e
    p e.class, e.message.sub(d, "D")
  end
  p File.exist?(File.join(d, "g"))
end
