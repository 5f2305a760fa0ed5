require 'set'
begin
  SortedSet.new([3, 1])
rescue RuntimeError => e
  p e.class, e.message
end
p Set.new([3, 1]).sort
