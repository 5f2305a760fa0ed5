require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    FileUtils.touch("f")
    FileUtils.mkdir_p("dir/in")
    p FileUtils.rm_f(["f", "nothing"]), FileUtils.rm_r("dir"), Dir.children(".")
    begin
      FileUtils.rm("f")
    rescue Errno::ENOENT => e
      p e.message
    end
    p FileUtils.rm_rf("nothing")
  end
end
