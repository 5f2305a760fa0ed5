# fiber-local [] and thread variables, names, priorities, $~ per thread
t = Thread.new do
  Thread.current[:a] = 1
  Thread.current["b"] = 2
  Thread.current.thread_variable_set(:v, 3)
  [Thread.current[:a], Thread.current[:b], Thread.current.key?(:a), Thread.current.key?("c"),
   Thread.current.keys.sort, Thread.current.thread_variable_get("v"),
   Thread.current.thread_variable?(:v), Thread.current.thread_variables]
end
p t.value
p t[:a], t.thread_variable_get(:v)
p Thread.current[:a]
begin
  Thread.current[1]
rescue TypeError => e
  p e
end
p Thread.current.fetch(:missing, :default)
p Thread.current.fetch(:missing) { |k| "block #{k}" }
begin
  Thread.current.fetch(:missing)
rescue KeyError => e
  p e
end
Thread.current[:z] = 9
Thread.current[:z] = nil
p Thread.current.key?(:z)
n = Thread.new { sleep 0.01 }
p n.name
n.name = "worker"
p n.name
n.join
p Thread.current.priority
n.priority = 10
p n.priority
"abc" =~ /b/
p $~[0]
other = Thread.new { [$~, "xyz" =~ /z/, $~[0]] }.value
p other
p $~[0]
begin
  raise "main error"
rescue
  p Thread.new { $! }.value
  p $!.message
end
