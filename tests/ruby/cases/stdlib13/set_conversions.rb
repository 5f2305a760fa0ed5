require 'set'
s = Set[3, 1]
p s.to_a, s.to_set.equal?(s), %w[a b a].to_set, (1..3).to_set, s.sort, s.min, s.sum, s.inspect
