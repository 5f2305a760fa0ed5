# numbered parameters belong to the innermost block without parameters
p [1, 2, 3].map { _1 * 2 }
p [[1, 2], [3, 4]].map { _1 + _2 }
p [[1, 2], [3, 4]].map { _1 }
p [1, 2].each_with_index.map { _2 }
f = -> { _1 + 1 }
p f.call(4), f.arity
p proc { _1 }.arity, proc { _2 }.arity, proc {}.arity, proc { || }.arity
p [3, 4].map { "#{_1}!" }
p [1, 2].sum { _1 * 10 }
