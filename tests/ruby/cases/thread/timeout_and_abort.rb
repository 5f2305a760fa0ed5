# a Timeout in one thread wakes no other thread's sleep; abort_on_exception raises in main
require "timeout"
t = Thread.new { s = Time.now; sleep 0.5; Time.now - s >= 0.45 }
begin
  Timeout.timeout(0.1) { sleep 2 }
rescue Timeout::Error => e
  p e
end
p t.value
r = Thread.new { Timeout.timeout(0.05) { sleep 1 } rescue $!.class }
p r.value
p Thread.abort_on_exception
a = Thread.new do
  Thread.current.report_on_exception = false
  Thread.current.abort_on_exception = true
  raise IndexError, "abort!"
end
begin
  sleep 2
  p :not_reached
rescue IndexError => e
  p [:main_got, e]
end
p a.abort_on_exception, a.status
