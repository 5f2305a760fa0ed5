h = { a: 1, 'b': 2, "c d": 3, "e-f": 4 }
p h
p h.keys.map(&:class).uniq
k = :dynamic
h2 = { k => "value", "#{k}_str": "interp" }
p h2
def opts(**kw)
  kw
end
p opts(a: 1, "b": 2)
p opts(**{ x: 1 }, y: 2)
p({ if: 1, class: 2, end: 3, nil: 4 })
p({ true: 1 }[:true])
