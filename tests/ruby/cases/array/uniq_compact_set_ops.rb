a = [1, 2, 2, 3, nil, 3, nil, 4]
p a.uniq
p a.compact
p a.compact.uniq
p [1, 2, 3, 4] - [2, 4]
p [1, 2, 2, 3] - [2]
p [1, 2, 3] & [2, 3, 4]
p [1, 2, 2] & [2]
p [1, 2] | [2, 3]
p [1, 1] | [1]
p [1, 2] + [2, 3]
p [1, 2] * 2
p [1, 2] * ", "
p %w[apple APPLE banana].uniq(&:downcase)
p [1, 2, 3].union([3, 4], [5])
p [1, 2, 3].intersection([2, 3], [3])
p [1, 2, 3].difference([1])
p [1, 2].intersect?([2]) rescue p true
p a.count(nil)
p a.tally
p [3, 1, 3].uniq!
p [1, 2].uniq!
p [[1, 2], [1, 2]].uniq
