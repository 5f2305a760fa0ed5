a = [1, "two", :three, [4], nil, true, false, self]
a = [1, 2,]
a = [
  1,
  2
]
h = { "a" => 1, :b => 2 }
h = { a: 1, b: 2 }
h = { "quoted": 1, 'single': 2 }
h = { "#{k}": v }
h = { **defaults, a: 1 }
h = {}
h = { a: 1, }
