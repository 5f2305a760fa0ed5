# Thread::Queue and Thread::SizedQueue: push/pop, non_block, close, num_waiting
q = Queue.new
p Queue.equal?(Thread::Queue), SizedQueue.superclass
p q.empty?, q.size
q << 1
q.push(2)
q.enq(3)
p q.size, q.length, q.empty?
p q.pop, q.shift, q.deq
begin
  q.pop(true)
rescue ThreadError => e
  p e
end
producer = Thread.new { 5.times { |i| q << i * 10 }; q.close }
got = []
while (v = q.pop)
  got << v
end
p got
p q.closed?, q.pop
begin
  q << 1
rescue ClosedQueueError => e
  p e, e.class.superclass
end
p Queue.new([1, 2, 3]).size
begin
  Queue.new(5)
rescue TypeError => e
  p e
end
w = Queue.new
waiters = 2.times.map { Thread.new { w.pop } }
sleep 0.01 until w.num_waiting == 2
p w.num_waiting
w << :a
w << :b
p waiters.map(&:value).sort
c = Queue.new
c << 1 << 2
c.clear
p c.size
blocked = Queue.new
t = Thread.new { blocked.pop }
sleep 0.01 until blocked.num_waiting == 1
blocked.close
p t.value
sq = SizedQueue.new(2)
p sq.max
sq << 1
sq << 2
begin
  sq.push(3, true)
rescue ThreadError => e
  p e
end
pusher = Thread.new { sq.push(3); :pushed }
sleep 0.01 until sq.num_waiting == 1
p sq.pop
p pusher.value, sq.size
sq.max = 5
p sq.max
begin
  SizedQueue.new(0)
rescue ArgumentError => e
  p e
end
full = SizedQueue.new(1)
full << :x
stuck = Thread.new { full.push(:y) }
stuck.report_on_exception = false
sleep 0.01 until full.num_waiting == 1
full.close
begin
  stuck.join
rescue ClosedQueueError => e
  p e
end
p full.pop, full.pop
