require 'set'
s = Set[1, Set[2, Set[3]]]
p s.flatten, s.flatten!, s, Set[1].flatten!
