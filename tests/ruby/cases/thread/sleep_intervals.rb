m = Mutex.new
[Float::NAN, Float::INFINITY, -1, -0.5, "1", :a, 2**70, 1e30].each do |t|
  m.synchronize { p m.sleep(t) }
rescue => e
  p [t, e.class, e.message]
end
m.synchronize { p m.sleep(-0.0), m.sleep(0), m.sleep(0.01) }
m = Mutex.new
cv = ConditionVariable.new
[Float::NAN, -1, "1", 1e30].each do |t|
  begin
    m.synchronize { p cv.wait(m, t).class }
  rescue => e
    p [:cv, t, e.class, e.message]
  end
  begin
    p Thread.new { 1 }.join(t).class unless t == -1
  rescue => e
    p [:join, t, e.class, e.message]
  end
  begin
    q = Queue.new
    p q.pop(timeout: t)
  rescue => e
    p [:pop, t, e.class, e.message]
  end if RUBY_VERSION >= "3.2"
end
['1', :a, nil, 2**70, Float::NAN, Object.new].each do |limit|
  p Thread.new { sleep 0.01 }.join(limit).class
rescue TypeError => e
  p [limit.class, e.message]
end
