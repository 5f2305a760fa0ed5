require 'json'
data = JSON.parse('{"a":[{"b":{"c":[1,{"d":null}]}}]}')
p data.dig("a", 0, "b", "c", 1), data["a"].first.keys, JSON.parse('{"x":1}').class
