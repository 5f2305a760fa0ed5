require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    FileUtils::DryRun.mkdir_p("deep/er")
    FileUtils::Verbose.touch("v")
    FileUtils::DryRun.rm("v")
    p Dir.children(".").sort
  end
end
