require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    FileUtils.mkdir_p(%w[t1/x t2/y])
    FileUtils.rmtree("t1")
    FileUtils.remove_entry_secure("t2")
    p Dir.children(".")
  end
end
