require 'logger'
require 'tmpdir'
Dir.mktmpdir do |d|
  path = File.join(d, "a.log")
  File.write(path, "existing\n")
  l = Logger.new(path, formatter: ->(s, _t, _p, m) { "#{s} #{m}\n" })
  l.warn("appended")
  l.close
  p File.read(path)
end
