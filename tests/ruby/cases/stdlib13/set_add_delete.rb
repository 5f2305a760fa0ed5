require 'set'
s = Set.new
p s.add(1), s << 2, s.add?(2), s.delete(1), s.delete?(7), s.include?(2), s.member?(2), s === 2
