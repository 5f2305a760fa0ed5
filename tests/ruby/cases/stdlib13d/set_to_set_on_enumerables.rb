require 'set'
p (1..4).to_set, {a: 1}.to_set, "a b".split.to_set, [1, [2]].to_set.size, Set.new(nil)
