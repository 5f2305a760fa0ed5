require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    FileUtils.mkdir_p("src/sub")
    File.write("src/sub/f", "data")
    FileUtils.mkdir("dst")
    FileUtils.cp_r("src", "dst")
    FileUtils.cp_r("src", "copy")
    p Dir.glob("**/*").sort, File.read("copy/sub/f")
  end
end
