require 'observer'
class Ticker
  include Observable
  def tick(v)
    changed
    notify_observers(Time.at(0).utc.year, v)
  end
end
class Watcher
  def initialize(n); @n = n; end
  def update(year, v); puts "#{@n} saw #{v} in #{year}"; end
  def other(year, v); puts "#{@n} other #{v}"; end
end
t = Ticker.new
w1 = Watcher.new("w1")
t.add_observer(w1)
t.add_observer(Watcher.new("w2"), :other)
p t.count_observers, t.changed?
t.tick(1)
p t.changed?
t.notify_observers(1, 2)
t.delete_observer(w1)
t.tick(2)
begin; t.add_observer(Object.new); rescue NoMethodError => e; p e.message; end
t.changed; p t.changed?; t.changed(false); p t.changed?
t.delete_observers
p t.count_observers
t.tick(3)
