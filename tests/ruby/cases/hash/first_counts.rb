# Hash#first(n) is Enumerable#first: NUM2LONG of n, not negative (bench/fuzz.py seed 18
# case 4461: first(Float::NAN) was a Python TypeError)
h = { a: 1, b: 2 }
[Float::NAN, 1.5, -1, 2**64, nil, "1", 0, 5].each do |n|
  p h.first(n)
rescue => e
  p [e.class, e.message]
end
p h.first, {}.first, {}.first(2)
