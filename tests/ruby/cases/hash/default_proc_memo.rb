fib = Hash.new { |h, n| h[n] = n < 2 ? n : h[n - 1] + h[n - 2] }
p fib[30]
p fib.size
p fib.keys.first(5)
tree = Hash.new { |h, k| h[k] = Hash.new(&h.default_proc) }
tree["a"]["b"]["c"] = 1
tree["a"]["x"] = 2
p tree
p tree.dig("a", "b", "c")
plain = {}
plain.default_proc = proc { |h, k| k.to_s * 2 }
p plain[:ab]
p plain
p plain.fetch(:ab, "fetch ignores default proc")
h = Hash.new(0)
p h.dig(:nope)
p h.to_a
