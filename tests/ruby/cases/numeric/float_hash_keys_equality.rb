h = { 1 => :int, 2.0 => :float }
p h[1.0]
p h[2]
p h[2.0]
p 1.eql?(1)
p 1.0.eql?(1.0)
p 1 == 1.0
p 1.hash == 1.0.hash
z = { 0.0 => :zero }
p z[-0.0]
p 0.0.eql?(-0.0)
p 0.0 == -0.0
p [1, 1.0, 2, 2.0].uniq
p [0.1 + 0.2, 0.3].uniq.size
p({ 1 => :a }.key?(1.0))
p [3, 1.5, 2].sort.map(&:class)
p [1, 2.0].sum.class
p [1, 2].sum.class
p (1 + 2.0).class
p (2**64 + 0.0).class
p 10.0.floor.class
p 10.7.to_i
