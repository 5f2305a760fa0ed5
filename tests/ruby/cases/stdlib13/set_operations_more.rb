require 'set'
a, b = Set[1, 2, 3], Set[3, 4]
p a + b, a.union(b), a.intersection(b), a.difference(b), a ^ b, a.subset?(a), a.proper_superset?(Set[1])
