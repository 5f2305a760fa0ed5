require 'json'
p JSON.parse('{"a":{"b":1}}', symbolize_names: true), JSON.parse('[1, 2.5, "x", null, true]'), JSON.parse("3"), JSON.parse('"s"')
