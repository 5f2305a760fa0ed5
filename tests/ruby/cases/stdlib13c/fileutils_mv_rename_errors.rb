require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    File.write("a", "1")
    FileUtils.mv("a", "b")
    p File.exist?("a"), File.read("b")
    begin
      FileUtils.mv("missing", "c")
    rescue Errno::ENOENT => e
      p e.class
    end
    p FileUtils.mv("missing", "c", force: true)
  end
end
