lo = 3
hi = 7
r = lo..hi
p r.to_a
p (lo...hi).size
p (lo + 1..hi - 1).to_a
p (lo..hi).step(2).to_a
n = 4
p (1..n).map { |i| "*" * i }
puts (1..n).map { |i| " " * (n - i) + "*" * (2 * i - 1) }
p ((hi - lo)..).first(2)
p Range.new(1, 3).to_a
p Range.new(1, 3, true).to_a
p (lo..hi).clamp(1, 2) rescue p 5.clamp(lo..hi)
p 10.clamp(lo..hi)
