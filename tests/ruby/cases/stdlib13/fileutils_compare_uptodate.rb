require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    File.write("a", "same")
    File.write("b", "same")
    File.write("c", "diff")
    p FileUtils.compare_file("a", "b"), FileUtils.identical?("a", "c")
    FileUtils.touch("old", mtime: Time.now - 100)
    p FileUtils.uptodate?("a", %w[old]), FileUtils.uptodate?("old", %w[a]), FileUtils.uptodate?("none", %w[a])
  end
end
