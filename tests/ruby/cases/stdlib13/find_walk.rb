require 'find'
require 'fileutils'
require 'tmpdir'
Dir.mktmpdir("findtest") do |dir|
  Dir.chdir(dir) do
    FileUtils.mkdir_p("a/b/c")
    FileUtils.mkdir_p("a/skip/deep")
    FileUtils.touch(%w[a/x.rb a/b/y.rb a/b/c/z.txt a/skip/deep/w.rb top.rb])
    File.symlink("a", "link")
    p Find.find(".").to_a
    found = []
    Find.find("a") do |path|
      Find.prune if File.basename(path) == "skip"
      found << path
    end
    p found
    p Find.find("a", "top.rb").select { |f| f.end_with?(".rb") }
    p Find.find("link").to_a
    begin
      Find.find("missing") { }
    rescue Errno::ENOENT => e
      p e.class, e.message
    end
    p Find.find("top.rb").class
    include Find
    p find("a/b").count
  end
end
