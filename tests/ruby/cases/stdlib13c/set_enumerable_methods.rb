require 'set'
s = Set[1, 2, 3, 4]
p s.select(&:even?), s.reject(&:even?), s.partition(&:odd?), s.group_by(&:odd?), s.sort_by { -_1 }, s.each_slice(2).to_a, s.find { _1 > 2 }, s.count(&:even?)
