require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    File.write("src", "x")
    FileUtils.install("src", "dst", mode: 0640)
    FileUtils.mkdir("bin")
    FileUtils.install("src", "bin", mode: "u+x")
    p File.read("dst"), File.stat("dst").mode.to_s(8)[-3..], File.exist?("bin/src")
  end
end
