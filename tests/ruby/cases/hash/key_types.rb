h = {}
h[1] = "int"
h[1.5] = "float"
h["s"] = "string"
h[:s] = "symbol"
h[nil] = "nil"
h[true] = "true"
h[[1, 2]] = "array"
h[1..2] = "range"
p h
p h[1]
p h[1.0]
p h[nil]
p h[true]
p h[1..2]
p h.keys.map(&:class)
p h.size
