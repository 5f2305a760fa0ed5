require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    p FileUtils.mkdir_p("x/y/z", mode: 0750)
    p File.stat("x/y/z").mode.to_s(8)[-3..], Dir.exist?("x/y")
    p FileUtils.mkdir_p("x/y/z")
  end
end
