p [1, 2].map { _1 * 2 }, [[1, 2], [3, 4]].map { _1 + _2 }, [[1, 2]].map { _1 }, {a: 1}.map { "#{_1}=#{_2}" }
f = -> { _1 + 1 }
p f.(1), f.arity, proc { _2 }.arity, [3].each_with_index.map { _1 * _2 }
p [1].map { [2].map { _1 * 10 } }
