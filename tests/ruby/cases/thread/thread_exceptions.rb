# an exception in a thread surfaces at join and value; report_on_exception's report
require "stringio"
Thread.report_on_exception = false
t = Thread.new { raise ArgumentError, "bad" }
begin
  t.join
rescue ArgumentError => e
  p e
end
begin
  t.value
rescue => e
  p e.class, e.message
end
p t.status, t.alive?
p Thread.new { raise "x" }.tap { |x| x.join rescue nil }.status
k = Thread.new { Thread.current.kill; :never }
p k.value, k.status
e = Thread.new { Thread.exit; 1 }
p e.value
Thread.report_on_exception = true
p Thread.report_on_exception
err = StringIO.new
$stderr = err
r = Thread.new { raise IOError, "broken" }
r.join rescue p($!)
$stderr = STDERR
lines = err.string.lines
p lines[0].sub(/0x\h+/, "0x").sub(/ \S+:\d+ /, " FILE ")
p lines[1].sub(/\A\S+:\d+:/, "FILE:")
q = Thread.new { Thread.current.report_on_exception = false; raise "quiet" }
q.join rescue p($!)
p q.report_on_exception
ensured = []
w = Thread.new do
  begin
    sleep 10
  ensure
    ensured << :ensure_ran
  end
end
sleep 0.1 until w.status == "sleep"
w.kill.join
p ensured
x = Thread.new do
  begin
    sleep 10
  rescue => e
    [:rescued, e.class, e.message]
  end
end
sleep 0.1 until x.status == "sleep"
x.raise(TypeError, "from outside")
p x.value
y = Thread.new { Thread.current.report_on_exception = false; sleep 10 }
sleep 0.1 until y.status == "sleep"
y.raise("plain")
begin
  y.join
rescue => e
  p e
end
p Thread.new { Thread.current.report_on_exception = false; throw :nope }.join rescue p $!.class
