require 'set'
a = Set[1, 2, 3]
p a >= Set[1], a > a, a <= a, a < Set[1, 2, 3, 4], a.disjoint?([4]), a.intersect?([3]) rescue p $!.class
