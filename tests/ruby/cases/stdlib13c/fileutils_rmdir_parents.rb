require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    FileUtils.mkdir_p("a/b/c")
    FileUtils.rmdir("a/b/c", parents: true)
    p Dir.exist?("a")
    FileUtils.mkdir_p("k/l")
    File.write("k/f", "")
    begin
      FileUtils.rmdir("k")
    rescue SystemCallError => e
      p e.class
    end
  end
end
