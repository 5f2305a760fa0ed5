require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |d|
  f = File.join(d, "f")
  File.write(f, "")
  [0600, "u+x", "g+r,o+r", "go-r", "a=rx", "u=rwx,go=", "+w"].each do |m|
    FileUtils.chmod(m, f)
    print File.stat(f).mode.to_s(8)[-3..], " "
  end
  puts
end
