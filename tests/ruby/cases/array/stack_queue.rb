stack = []
stack.push(:a)
stack.push(:b)
stack << :c
p stack.pop
p stack.last
p stack

queue = %w[job1 job2]
queue.push("job3")
until queue.empty?
  job = queue.shift
  puts "processing #{job}"
  queue << "retry-#{job}" if job == "job2"
end
p queue

deps = { "app" => %w[db cache], "db" => [], "cache" => ["db"] }
order = []
visit = lambda do |n|
  next if order.include?(n)
  deps[n].each { |d| visit.call(d) }
  order << n
end
visit.call("app")
p order
