require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    File.write("orig", "o")
    FileUtils.ln("orig", "hard")
    FileUtils.ln_s("orig", "soft")
    FileUtils.ln_sf("hard", "soft")
    p File.stat("orig").nlink, File.readlink("soft")
    FileUtils.mkdir("d")
    FileUtils.mv(%w[orig hard], "d")
    p Dir.children("d").sort
  end
end
