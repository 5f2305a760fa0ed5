require 'deepmerge'

nested = { "a" => [1, 2], "b" => 3, "h" => { "x" => [1], "y" => 1 } }
p nested.deep_merge({ "a" => [3, 1], "c" => 4, "h" => { "x" => [2], "y" => 2 } })
p nested
p [1, 2].deep_merge([2, 3])
m = { "a" => [1] }
m.deep_merge!({ "a" => [2], "b" => { "c" => 1 } })
p m
p deep_merge({ "a" => 1 }, { "b" => 2 }), deep_merge(1, 2)
a = [1]
deep_merge!(a, [1, 2])
p a
