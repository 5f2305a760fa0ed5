require 'pp'
r = pp({list: (1..30).to_a, name: "x" * 20})
p r.class
pp []
pp nil, :sym
