counts = Hash.new(0)
%w[a b a c a b].each { |w| counts[w] += 1 }
p counts
p counts["zzz"]
p counts.key?("zzz")
p counts.fetch("zzz", "fetched default")
p counts.default
shared = Hash.new([])
shared[:a] << 1
shared[:b] << 2
p shared
p shared[:c]
p shared.default
safe = Hash.new { |h, k| h[k] = [] }
safe[:a] << 1
safe[:b] << 2
safe[:a] << 3
p safe
lazy = Hash.new { |h, k| "computed #{k}" }
p lazy[:x]
p lazy
p lazy.size
h = { a: 1 }
h.default = :none
p h[:zz]
p h.dig(:zz)
nested = Hash.new { |hh, k| hh[k] = Hash.new(0) }
nested[:web][:hits] += 5
nested[:db][:hits] += 1
p nested
p nested.default_proc.class
