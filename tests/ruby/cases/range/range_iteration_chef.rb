(1..3).each do |i|
  puts "worker-#{i}.example.com"
end
ports = (8080..8083).map { |p| "listen #{p};" }
puts ports
p (1..4).flat_map { |i| ["disk#{i}", "part#{i}"] }.first(3)
node_count = 5
p (1..node_count).map { |n| format("node%02d", n) }
p ("a".."d").map.with_index { |c, i| "#{c}#{i}" }
p (0...3).map { |i| 2**i }
p (1..3).each_with_object({}) { |i, h| h["slot#{i}"] = i * 100 }
