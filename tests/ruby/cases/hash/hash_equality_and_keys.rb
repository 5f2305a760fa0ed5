a = { x: 1, y: 2 }
b = { y: 2, x: 1 }
p a == b
p a.eql?(b)
p a.equal?(b)
p a.hash == b.hash
p({ 1 => :a }[1.0])
p({ 1.0 => :a }[1])
h = { 1 => :int }
h[1.0] = :float
p h
p({ "a" => 1 }.key?(:a))
p({ nil => 1 }[nil])
p({ [1, [2]] => :deep }[[1, [2]]])
p({ { k: 1 } => :h }[{ k: 1 }])
p({ a: 1 } <= { a: 1, b: 2 })
p({ a: 1, b: 2 } > { a: 1 })
p({ a: 1 }.to_a == [[:a, 1]])
