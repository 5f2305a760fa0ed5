# inject/reduce without a block or operator: one element (or none) needs no block, two
# are LocalJumpError (it once reached Python); an operator must be a Symbol or String.
[[], [1], [1, 2], [3, 4, 5]].each do |a|
  p [a, a.inject, a.each.inject, (1..a.size).inject]
rescue LocalJumpError => e
  p [a, e.class, e.message]
end
p [1, 2].inject(:+), [1, 2].inject("*"), [1, 2].inject(10, :+), (1..3).reduce(:*)
[0, nil, [1]].each do |op|
  p [1, 2].inject(op)
rescue TypeError => e
  p [op, e.class, e.message]
end
