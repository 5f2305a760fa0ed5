# ThreadGroup: Default, add, list, enclose; a new thread joins its creator's group
p Thread.current.group == ThreadGroup::Default, Thread.main.group.class
g = ThreadGroup.new
gate = Queue.new
t = Thread.new { gate.pop }
p t.group == ThreadGroup::Default
p g.add(t).equal?(g)
p t.group == g, g.list.size, ThreadGroup::Default.list.include?(t)
p g.enclosed?
g.enclose
p g.enclosed?
begin
  ThreadGroup::Default.add(t)
rescue ThreadError => e
  p e
end
begin
  g.add(Thread.current)
rescue ThreadError => e
  p e
end
inner = Thread.new(g) { |group| t2 = Thread.new { 1 }; [t2.group == Thread.current.group, t2.value] }
p inner.value
gate << :go
t.join
p g.list, t.group == g
frozen = ThreadGroup.new.freeze
begin
  frozen.add(Thread.current)
rescue ThreadError => e
  p e
end
begin
  ThreadGroup.new.add(:x)
rescue TypeError => e
  p e
end
p ThreadGroup::Default.list.size >= 1
