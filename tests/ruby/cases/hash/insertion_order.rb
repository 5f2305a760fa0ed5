h = {}
h[:zeta] = 1
h[:alpha] = 2
h["mid"] = 3
h[10] = 4
p h
p h.keys
h[:zeta] = 99
p h.keys
h.delete(:zeta)
h[:zeta] = 1
p h.keys
p h.first
p h.first(2)
p h.to_a.last
p h.min_by { |k, v| v }
p h.sort_by { |k, v| -v }.first
p h.length
p h.values
