# Thread::Mutex: lock, unlock, try_lock, locked?, owned?, synchronize, sleep; ThreadError
m = Mutex.new
p Mutex.equal?(Thread::Mutex)
p m.locked?, m.owned?
p m.lock.equal?(m), m.locked?, m.owned?
begin
  m.lock
rescue ThreadError => e
  p e
end
p m.try_lock
p m.unlock.equal?(m)
begin
  m.unlock
rescue ThreadError => e
  p e
end
p m.try_lock, m.try_lock
m.unlock
m.lock
t = Thread.new { Thread.current.report_on_exception = false; m.unlock }
begin
  t.join
rescue ThreadError => e
  p e
end
p Thread.new { [m.locked?, m.owned?, m.try_lock] }.value
m.unlock
p m.synchronize { :inside }
begin
  m.synchronize
rescue ThreadError => e
  p e
end
count = 0
lock = Mutex.new
threads = 4.times.map do
  Thread.new do
    100.times { lock.synchronize { c = count; Thread.pass; count = c + 1 } }
  end
end
threads.each(&:join)
p count
m.lock
p m.sleep(0.01)
p m.owned?
m.unlock
dead = Mutex.new
holder = Thread.new { dead.lock; :held }
p holder.value
p dead.locked?
waiter = Mutex.new
waiter.lock
got = Thread.new { waiter.lock; waiter.owned? }
sleep 0.05
p got.status
waiter.unlock
p got.value
