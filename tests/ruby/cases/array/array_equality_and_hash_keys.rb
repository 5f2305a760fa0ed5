a = [1, [2, 3]]
b = [1, [2, 3]]
p a == b
p a.equal?(b)
p a.eql?(b)
p [1, 2] == [1.0, 2.0]
p [1, 2].eql?([1.0, 2.0])
h = { a => "found" }
p h[b]
counts = Hash.new(0)
[[1, 2], [2, 1], [1, 2]].each { |pair| counts[pair] += 1 }
p counts
p counts[[1, 2]]
p [[1, 2], [1, 2]].uniq.size
k = [1]
h2 = { k => :v }
k << 2
p h2[[1, 2]]
h2.rehash
p h2[[1, 2]]
