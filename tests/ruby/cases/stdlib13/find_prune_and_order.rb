require 'find'
require 'tmpdir'
require 'fileutils'
Dir.mktmpdir do |d|
  FileUtils.mkdir_p(File.join(d, "z/y"))
  FileUtils.mkdir_p(File.join(d, "a/.git"))
  FileUtils.touch([File.join(d, "z/y/f"), File.join(d, "a/.git/h"), File.join(d, "a/b")])
  out = []
  Find.find(d) do |path|
    Find.prune if File.basename(path) == ".git"
    out << path.sub(d, "")
  end
  p out
end
