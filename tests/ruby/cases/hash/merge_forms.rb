defaults = { port: 80, user: "www", opts: { gzip: true, tls: false } }
overrides = { port: 8080, opts: { tls: true } }
p defaults.merge(overrides)
p defaults.merge(overrides) { |key, old, new| old.is_a?(Hash) ? old.merge(new) : new }
p defaults.merge({ a: 1 }, { b: 2 })
p defaults
m = defaults.dup
m.merge!(user: "nginx")
p m
p defaults[:user]
m.update(extra: 1) { |*| raise "no conflict expected" }
p m.keys
def deep_merge(a, b)
  a.merge(b) { |_, x, y| x.is_a?(Hash) && y.is_a?(Hash) ? deep_merge(x, y) : y }
end
p deep_merge({ a: { b: { c: 1, d: 2 } } }, { a: { b: { d: 3, e: 4 }, f: 5 } })
counts = { a: 1, b: 2 }
p counts.merge({ a: 10, c: 3 }) { |_, x, y| x + y }
