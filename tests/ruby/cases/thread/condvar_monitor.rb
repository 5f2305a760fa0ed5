# ConditionVariable wait/signal/broadcast; Monitor and MonitorMixin
require "monitor"
m = Mutex.new
cv = ConditionVariable.new
p ConditionVariable.equal?(Thread::ConditionVariable)
ready = false
consumer = Thread.new do
  m.synchronize do
    cv.wait(m) until ready
    :woken
  end
end
sleep 0.05
m.synchronize { ready = true; p cv.signal.equal?(cv) }
p consumer.value
m.synchronize { p cv.wait(m, 0.01) }
go = false
done = []
ws = 3.times.map do |i|
  Thread.new do
    m.synchronize do
      cv.wait(m) until go
      done << i
    end
  end
end
sleep 0.05
m.synchronize { go = true; cv.broadcast }
ws.each(&:join)
p done.sort
begin
  cv.wait(Mutex.new)
rescue ThreadError => e
  p e
end
mon = Monitor.new
p mon.mon_locked?, mon.mon_owned?
mon.synchronize do
  mon.synchronize { p mon.mon_owned? }
  p mon.mon_locked?
end
p mon.mon_locked?
p mon.try_enter, mon.try_enter
mon.exit
mon.exit
begin
  mon.exit
rescue ThreadError => e
  p e
end
p Thread.new { mon.try_enter }.value
class Counter
  include MonitorMixin
  attr_reader :n
  def initialize
    super()
    @n = 0
    @changed = new_cond
  end

  def bump
    synchronize { @n += 1; @changed.broadcast }
  end

  def wait_for(k)
    synchronize { @changed.wait_until { @n >= k }; @n }
  end
end
c = Counter.new
waiter = Thread.new { c.wait_for(3) }
3.times { c.bump }
p waiter.value
o = Object.new
o.extend(MonitorMixin)
p o.mon_try_enter, o.mon_owned?
o.mon_exit
cond = o.new_cond
o.synchronize { p cond.wait(0.01) }
begin
  cond.signal
rescue ThreadError => e
  p e
end
