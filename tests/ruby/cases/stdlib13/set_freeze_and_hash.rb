require 'set'
s = Set[1, 2].freeze
begin
  s << 3
rescue => e
  p e.class
end
p Set[1, 2].hash == Set[2, 1].hash, Set[1, 2].eql?(Set[2, 1]), {Set[1] => 1}[Set[1]]
