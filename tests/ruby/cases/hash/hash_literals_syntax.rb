a = { :old => 1, new: 2, "str" => 3, "quoted": 4 }
p a
b = {
  key: "v",
  "nested" => {
    inner: [1, 2],
  },
}
p b
def takes_hash(h)
  h
end
p takes_hash(x: 1, "y" => 2)
p takes_hash({ z: 3 })
def kw_and_hash(a, opts = {})
  [a, opts]
end
p kw_and_hash(1, mode: "0644", owner: "root")
p kw_and_hash(1)
x = 1
y = 2
p({ x: x, y: y })
p({ "a" => 1 }.merge("a" => 2))
