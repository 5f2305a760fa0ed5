require "set"
begin
  require 'nonexistent_lib_xyz'
rescue LoadError => e
  p e.message, e.path
end
s = Set[3, 1, 2]
p s, s.to_a.sort, s.include?(2), s.add?(2), s.add?(4).class, s.delete?(9), s.subset?(Set[1,2,3,4,5]), s.superset?(Set[1]), s <= Set[1,2,3,4], s.disjoint?(Set[7]), s.intersect?(Set[1])
p s | Set[9], s & Set[1, 2], s - Set[1], s ^ Set[1, 10], s.map { |x| x * 2 }.class, s.group_by(&:odd?).keys, s.partition(&:odd?)
p s.classify(&:odd?), s.divide(&:odd?).class, s.to_set.equal?(s), [1, 1, 2].to_set, s.frozen?, s.dup.add(100).size, s.size
p s.min, s.max, s.sort, s.sum, s.select(&:even?).class, s.reject(&:even?), s.filter_map { |x| x if x > 1 }
p Set.new([1, 2]) { |x| x * 10 }, Set[1] == Set[1], Set[[1, 2]].flatten, Set[Set[1], Set[2]].flatten
h = {Set[1] => :a}; p h[Set[1]]
s2 = Set[1, 2]; s2.merge([3, 4]); s2.subtract([1]); p s2, s2.inspect, s2.to_s
p Set[1,2,3].each_slice(2).to_a, s2.keep_if(&:even?), s2.delete_if { |x| x > 3 }, s2.select! { |x| x }, s2.clear.empty?
p Set[1, 2] <=> Set[1, 2, 3], Set[1, 2] === 1, Set[1,2].proper_subset?(Set[1,2,3]), Set[1,2].compare_by_identity.compare_by_identity?
require 'pp'
pp({a: 1, b: [1, 2]})
x = pp(1, 2)
p x
long = {key_one: "a" * 30, key_two: ["b" * 30, "c" * 30], key_three: {nested: "d" * 40}}
pp long
p PP.pp([1, 2], +"").class
str = [1, {a: 2}].pretty_inspect
p str
