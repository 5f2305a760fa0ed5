require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  FileUtils.mkdir(File.join(d, "w"))
  r = FileUtils.cd(File.join(d, "w")) { File.basename(Dir.pwd) }
  p r, FileUtils.pwd == Dir.pwd
end
