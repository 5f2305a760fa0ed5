# Thread.new/start/fork with arguments, value, join, status, alive?, locals
t = Thread.new(1, 2) { |a, b| a + b }
p t.value
p t.join.equal?(t)
p t.status, t.alive?, t.stop?
s = Thread.start(:x) { |x| x.to_s * 2 }
p s.value
f = Thread.fork { [1, 2].map { |i| i * 3 } }
p f.value
p Thread.main.equal?(Thread.current)
p Thread.current.alive?, Thread.current.status
p Thread.new { Thread.current.status }.value
p Thread.new { Thread.current.equal?(Thread.main) }.value
p Thread.current.class, Thread.new {}.class
begin
  Thread.new
rescue ThreadError => e
  p e
end
slow = Thread.new { sleep 5 }
p slow.join(0.05)
p slow.status
slow.kill
p slow.join.equal?(slow)
p slow.status, slow.alive?, slow.value
results = (1..5).map { |i| Thread.new(i) { |n| n * n } }.map(&:value)
p results
begin
  Thread.current.join
rescue ThreadError => e
  p e
end
th = Thread.new { Thread.current.report_on_exception = false; Thread.main.join }
begin
  th.join
rescue ThreadError => e
  p e
end
p Thread.list.include?(Thread.main)
p Thread.pass
