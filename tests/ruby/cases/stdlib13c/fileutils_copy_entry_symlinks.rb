require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    FileUtils.mkdir("s")
    File.write("s/real", "r")
    File.symlink("real", "s/link")
    FileUtils.copy_entry("s", "t")
    p File.symlink?("t/link"), File.readlink("t/link"), File.read("t/link")
  end
end
