h = { web: 2, db: 1, cache: 3 }
h.each { |k, v| puts "#{k}: #{v}" }
h.each_pair { |k, v| print k, "=", v, " " }
puts
h.each_with_index { |(k, v), i| puts "#{i} #{k} #{v}" }
h.each_key { |k| print k, " " }
puts
h.each_value { |v| print v, " " }
puts
h.each.with_index(1) { |(k, v), i| puts "#{i}. #{k}" }
p h.map { |k, v| [k, v * 2] }.to_h
p h.each_with_object([]) { |(k, v), acc| acc << k if v > 1 }
p h.sum { |_, v| v }
p h.inject(0) { |s, (k, v)| s + v }
p h.sort_by { |_, v| v }.map { |k, _| k }
p h.min_by { |_, v| v }.first
p h.to_a
p h.each { }.equal?(h)
