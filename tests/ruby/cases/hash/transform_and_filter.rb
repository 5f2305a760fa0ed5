prices = { "apple" => 1.2, "banana" => 0.5, "cherry" => 3.0, "date" => 2.25 }
p prices.transform_values { |v| (v * 100).to_i }
p prices.transform_keys(&:to_sym)
p prices.transform_keys(&:upcase).keys
p prices.select { |k, v| v > 1 }
p prices.reject { |k, v| v > 1 }
p prices.filter_map { |k, v| k if v < 2 }
p prices.find { |k, v| v > 2 }
p prices.map { |k, v| "#{k}=#{v}" }
p prices.to_h { |k, v| [k[0], v] }
p prices.sum { |k, v| v }
p prices.count { |k, v| k.size > 5 }
p prices.partition { |k, v| v > 1 }.map(&:to_h)
p prices.min_by { |_, v| v }
p prices.max_by(2) { |_, v| v }.to_h
p prices.sort_by { |k, v| v }.map(&:first)
p prices.group_by { |k, v| v > 1 ? :expensive : :cheap }.transform_values { |l| l.map(&:first) }
p prices.each_with_object({}) { |(k, v), h| h[v.round] = k }
p prices.any? { |k, v| v > 2.5 }
p prices.all? { |k, v| v.positive? }
p prices.sort.first
p prices.invert[0.5]
p prices.key(3.0)
