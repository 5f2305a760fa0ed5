require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    FileUtils.mkdir_p("n", noop: true)
    FileUtils.touch("t", noop: true)
    p Dir.children(".")
    FileUtils::NoWrite.mkdir("q")
    p Dir.exist?("q")
  end
end
