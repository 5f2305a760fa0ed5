require "set"
s = Set.new([3, 1, 2, 3])
p s
p s.size
p s.include?(2)
p s.member?(5)
s << 5
s.add(1)
p s.to_a
p s.add?(1)
p s.add?(9).class
s.delete(3)
p s
t = Set[1, 2, 10]
p s | t
p s & t
p s - t
p (s ^ t).sort
p s.subset?(Set[1, 2, 5, 9, 100])
p Set[1, 2].superset?(Set[1])
p Set[1, 2] == Set[2, 1]
p s.map { |x| x * 2 }.class
p s.to_a.sort
p Set.new.empty?
p Set.new([1, 2]).inspect
p Set.new(%w[b a]).to_s
p [1, 1, 2].to_set
