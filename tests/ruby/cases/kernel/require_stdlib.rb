p require("json")
p require("json")
p require "set"
require "shellwords"
p defined?(JSON).inspect
p defined?(Set)
p defined?(Shellwords)
p JSON.generate([1])
p Set.new([1]).size
p Shellwords.escape("a b")
begin
  require "definitely_not_a_real_lib_xyz"
rescue LoadError => e
  p e.class
  p e.message
end
