require 'fileutils'
require 'tmpdir'
require 'stringio'
Dir.mktmpdir do |d|
  Dir.chdir(d) do
    $stderr = StringIO.new
    FileUtils.mkdir("a", verbose: true)
    FileUtils.touch(%w[a/1 a/2], verbose: true)
    FileUtils.cp("a/1", "a/3", verbose: true)
    FileUtils.mv("a/3", "a/4", verbose: true)
    FileUtils.rm(%w[a/1 a/2], verbose: true)
    FileUtils.ln_s("4", "a/l", verbose: true)
    FileUtils.rm_rf("a", verbose: true)
    msgs = $stderr.string
    $stderr = STDERR
    puts msgs
  end
end
