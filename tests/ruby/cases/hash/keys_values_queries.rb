h = { "b" => 2, "a" => 1, "c" => nil }
p h.keys
p h.values
p h.key?("a")
p h.has_key?("z")
p h.include?("b")
p h.member?("c")
p h.value?(2)
p h.has_value?(nil)
p h.key(2)
p h.size
p h.empty?
p({}.empty?)
p h.count
p h.sort.to_h
p h.sort_by { |k, _| k }.reverse.to_h
p h.min_by { |k, _| k }
p h.sum { |_, v| v.to_i }
p h.find_all { |_, v| v }.to_h
p h.length
p h.keys.sort.join(",")
p h.to_a.transpose
p h.invert
p h.any?
p({}.any?)
p h.dig("a")
