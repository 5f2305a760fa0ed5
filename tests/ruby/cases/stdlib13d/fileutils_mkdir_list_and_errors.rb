require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    p FileUtils.mkdir(%w[a b])
    begin
      FileUtils.mkdir("a")
    rescue Errno::EEXIST => e
      p e.message
    end
    begin
      FileUtils.mkdir("x/y")
    rescue Errno::ENOENT => e
      p e.class
    end
  end
end
