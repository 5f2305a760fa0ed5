# Build a 100k-entry hash, then transform and filter it.
h = {}
100_000.times { |i| h["key#{i}"] = i }
doubled = h.transform_values { |v| v * 2 }
evens = doubled.select { |_k, v| v % 4 == 0 }
puts evens.size
puts doubled["key99999"]
