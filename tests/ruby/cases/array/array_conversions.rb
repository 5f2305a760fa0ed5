p Array(nil)
p Array([1, 2])
p Array(1..3)
p Array("str")
p Array({ a: 1 })
p Array(5)
p [1, 2].to_a
p "a b c".split.to_a
p({ a: 1, b: 2 }.to_a)
p [[1, 2]].to_h
p (1..4).to_a
p ("a".."e").step(2).to_a
p [1, 2, 3].each_slice(1).to_a
p %w[x y z].each_with_index.to_h
p [1, [2, 3]].flatten.map(&:to_s)
p [*1..3, *[4, 5]]
p [*nil]
p [*"a"]
a, b = [1, 2].to_a
p b
