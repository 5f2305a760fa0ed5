a = [1, 2, 3, 4, 5]
p a.rotate
p a.rotate(2)
p a.rotate(-1)
p a.rotate(7)
p Array.new(3)
p Array.new(3, 0)
p Array.new(3) { |i| i * i }
p [1, 2, 3].fill(0)
p [1, 2, 3, 4].fill(9, 2)
p [1, 2, 3, 4].fill { |i| i * 10 }
p Array.new(2, []).tap { |arr| arr[0] << 1 }
p Array.new(2) { [] }.tap { |arr| arr[0] << 1 }
pairs = [[:a, 1], [:b, 2], [:c, 3]]
p pairs.assoc(:b)
p pairs.rassoc(3)
p pairs.assoc(:z)
p pairs.to_h
p pairs.map(&:last)
p [1, 2, 3].sample.class
p [1, 2, 3, 4].each_slice(2).map(&:reverse).flatten
p [1, 2, 3].reverse_each.to_a
