r = pp({ a: 1, b: [1, 2] })
p r
pp "str", :sym
pp nil
pp [1, nil, "x"]
long = { name: "nginx", versions: %w[1.20 1.22 1.24], config: { worker_processes: 4, events: { worker_connections: 1024 } } }
pp long
v = pp
p v
puts 1.inspect
puts nil.inspect
puts true.inspect
puts "s".inspect
puts :s.inspect
puts 1.5.inspect
puts [1].inspect
puts nil.to_s.empty?
puts true & false
puts true ^ true
puts false | true
