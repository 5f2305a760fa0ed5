# min(n), max(n), min_by(n), max_by(n): the count is NUM2LONG of it, nil none, negative
# refused (bench/fuzz.py seed 17 case 5274: max(-0.0) was a Python TypeError)
a = [3, 1, 2]
e = a.each_entry
[-0.0, 1.9, nil, 2**64, -1, "2", 5, Float::NAN].each do |n|
  [-> { a.max(n) }, -> { a.min(n) }, -> { a.min_by(n) { -_1 } }, -> { a.max_by(n, &:itself) },
   -> { e.max(n) }, -> { e.min_by(n) { _1 } }, -> { { a: 1 }.max(n) }].each do |l|
    p l.()
  rescue => x
    p [x.class, x.message]
  end
end
p (1..3).min(2), (1..3).max(0.5), a.max(2) { |x, y| y <=> x }
# Range#min(n) without a block is first(n): no scan of a huge range
[-> { (1..10**30).min(2) }, -> { (1.0..3.0).min(2) }, -> { ("a".."c").min(2) }, -> { (1..3).min(nil) },
 -> { (1..3).min(-1) }, -> { (1...1).min(2) }, -> { (3..1).min(2) }, -> { (1..).min(2) },
 -> { (1..3).min(2) { |x, y| y <=> x } }, -> { (1..3).min(5) }, -> { (1..3).min(1.5) }].each do |l|
  p l.()
rescue => x
  p [x.class, x.message]
end
