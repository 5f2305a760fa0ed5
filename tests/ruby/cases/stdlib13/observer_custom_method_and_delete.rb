require 'observer'
class Feed; include Observable; end
class Reader
  def initialize(n); @n = n; end
  def got(x); puts "#{@n}:#{x}"; end
end
f = Feed.new
r1, r2 = Reader.new(1), Reader.new(2)
f.add_observer(r1, :got)
f.add_observer(r2, :got)
f.changed
f.notify_observers("a")
f.delete_observer(r1)
f.changed
f.notify_observers("b")
f.notify_observers("not sent")
p f.changed?
