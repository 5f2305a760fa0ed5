def collect(first, *rest)
  "first=#{first.inspect} rest=#{rest.inspect}"
end
puts collect(1)
puts collect(1, 2, 3)
args = [4, 5, 6]
puts collect(*args)
puts collect(0, *args)
puts collect(*args, 7)
puts collect(*"str")
puts collect(*nil, :only)
def middle(a, *m, z)
  [a, m, z].inspect
end
puts middle(1, 2)
puts middle(1, 2, 3, 4)
def forward_all(*args, **kw, &blk)
  target(*args, **kw, &blk)
end
def target(a, b = :dflt, k: :kdflt)
  yield "#{a} #{b} #{k}"
end
forward_all(1) { |s| puts s }
forward_all(1, 2, k: 3) { |s| puts s }
h = { k: :from_hash }
forward_all(:x, **h) { |s| puts s }
first, *others = *1..4
p first, others
p [*1..3, *[4]].sum
def ret_splat = [*"a".."c"]
p ret_splat
