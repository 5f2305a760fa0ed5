data = {
  name: "web",
  tags: [:prod, "eu-west", nil],
  limits: { cpu: 1.5, mem: 1024, ratio: 1.0e-5 },
  ranges: [1..3, "a"..."c"],
  flags: [true, false],
  "str key": "va\"lue",
  empty: [{}, [], ""],
  sym_vals: [:"needs quote", :ok?, :set=],
}
p data
puts data.to_s
puts data.inspect == data.to_s
p data.keys
p data.values.map(&:class)
p [[1, [2, [3, [4]]]]]
p [{ a: [{ b: { c: nil } }] }]
