# Thread.handle_interrupt defers Thread#raise and #kill; pending_interrupt? (with no class:
# MRI 3.1 crashes on Thread.pending_interrupt?(SomeError) in a thread)
begin
  Thread.handle_interrupt(RuntimeError => :bad) {}
rescue ArgumentError => e
  p e
end
begin
  Thread.handle_interrupt(RuntimeError => :never)
rescue ArgumentError => e
  p e
end
r = []
t = Thread.new do
  Thread.current.report_on_exception = false
  Thread.handle_interrupt(RuntimeError => :never) do
    sleep 0.3
    r << Thread.pending_interrupt?
    r << Thread.current.pending_interrupt?
    r << :inside_done
  end
  r << :after
end
sleep 0.1 until t.status == "sleep"
t.raise("x")
begin
  t.join
rescue => e
  p e
end
p r
k = Thread.new do
  Thread.handle_interrupt(Object => :never) { sleep 0.3; r << :kill_deferred }
  r << :not_reached
end
sleep 0.1 until k.status == "sleep"
k.kill
k.join
p r
p Thread.handle_interrupt(Exception => :immediate) { 5 }
p Thread.pending_interrupt?
i = Thread.new do
  Thread.handle_interrupt(IOError => :never) { sleep 1; :slept }
rescue TypeError => e
  [:immediate, e.message]
end
sleep 0.1 until i.status == "sleep"
i.raise(TypeError, "not masked")
p i.value
