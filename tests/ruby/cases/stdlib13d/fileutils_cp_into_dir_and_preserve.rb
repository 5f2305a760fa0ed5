require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    File.write("a", "1")
    File.chmod(0640, "a")
    File.utime(Time.at(0), Time.at(0), "a")
    Dir.mkdir("dst")
    FileUtils.cp(%w[a], "dst/")
    FileUtils.cp("a", "dst", preserve: true)
    p File.stat("dst/a").mode.to_s(8)[-3..], File.mtime("dst/a").to_i
  end
end
