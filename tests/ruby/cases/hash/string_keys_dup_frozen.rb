key = +"mutable"
h = {}
h[key] = 1
p h.keys.first.frozen?
p key.frozen?
key << "_changed"
p h
p h["mutable"]
p h.keys.first.equal?(key)
frozen_key = "already".freeze
h[frozen_key] = 2
p h.keys.last.equal?(frozen_key)
arr_key = [1]
h2 = { arr_key => :x }
p h2.keys.first.equal?(arr_key)
sym_h = { name: 1 }
p sym_h.keys.first.frozen?
