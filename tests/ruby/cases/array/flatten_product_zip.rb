nested = [1, [2, [3, [4, [5]]]]]
p nested.flatten
p nested.flatten(1)
p nested.flatten(2)
p [[1, 2], [3]].flatten!
p [1, 2].flatten!
p [1, 2].product([3, 4])
p [1, 2].product(["a"], [:x, :y])
p [1, 2].product
p [1, 2, 3].zip([4, 5, 6])
p [1, 2, 3].zip([4], [7, 8, 9])
p %w[a b c].zip(1..3).to_h
p [[1, :a], [2, :b]].transpose
p [1, 2, 3].each_slice(2).to_a
p [1, 2, 3, 4].each_cons(3).to_a
p [1, 2, 3].combination(2).to_a
p [1, 2, 3].permutation(2).first(3)
p [[1, 2], [3, 4]].to_h { |a, b| [b, a] }
p [1, [2, nil]].flatten.compact
