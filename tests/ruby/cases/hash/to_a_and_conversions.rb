h = { a: 1, b: 2 }
p h.to_a
p h.to_a.to_h
p Hash[[[:x, 1], [:y, 2]]]
p Hash[%w[k1 v1 k2 v2].each_slice(2).to_a]
p [[:a, 1]].to_h
p %w[a b].zip([1, 2]).to_h
p h.to_h { |k, v| [k.to_s, v.to_s] }
p h.map { |k, v| "#{k}:#{v}" }.join(",")
p h.to_s
p h.keys.map(&:to_s)
p h.flat_map { |k, v| [k] * v }
p Array(h)
p h.entries
p h.sort_by { |k, v| -v }.to_h
p h.sum([]) { |k, v| [v] }
p h.zip([10, 20]) rescue p "no zip"
begin
  [[1, 2, 3]].to_h
rescue ArgumentError => e
  puts e.message
end
