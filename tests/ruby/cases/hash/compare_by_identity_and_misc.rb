h = { "a" => 1 }
h.compare_by_identity
h["a".dup] = 2
p h.size
p h.compare_by_identity?
p({ b: 1, a: 2 }.sort.to_h)
p({ b: 1, a: 2 }.min)
p({ a: 1 }.frozen?)
p({ a: 1 }.freeze.frozen?)
x = { a: { b: 1 } }
y = x.clone
y[:a][:b] = 2
p x
p({ a: 1 }.merge(b: 2).length)
p({ a: 1, b: 2 }.filter_map { |k, v| "#{k}" if v.odd? })
p({ a: 1, b: 2 }.each_entry.to_a) rescue p "skip"
p({ "x" => 1 }.transform_keys(&:to_sym).transform_values(&:to_s))
p({ a: 1 }.assoc(:a))
p({ a: 1 }.rassoc(1))
p({ a: 1, b: 2 }.select { |k, _| k == :b }.class)
p({ a: [1, 2] }.sum([]) { |_, v| v })
