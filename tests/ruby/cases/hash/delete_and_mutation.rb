h = { a: 1, b: 2, c: 3, d: 4 }
p h.delete(:a)
p h.delete(:zz)
p h.delete(:zz) { |k| "no #{k}" }
p h
h.delete_if { |k, v| v.even? }
p h
h[:e] = 5
h.store(:f, 6)
p h
p h.select! { |k, v| v > 3 }
p h.select! { |k, v| v > 3 }
p h.reject! { |k, v| v > 100 }
h.keep_if { |k, v| k != :e }
p h
p h.shift
p h
p h.shift
h2 = { x: 1 }
h2.clear
p h2
h3 = { a: 1, b: 2 }
p h3.slice(:a, :zz)
p h3.except(:a)
p h3.filter_map { |k, v| k if v > 1 }
p h3.compact
p({ a: nil, b: 1 }.compact)
p h3.to_a.flatten
