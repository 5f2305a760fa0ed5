require 'observer'
class Temp
  include Observable
  def set(v)
    changed(v > 10)
    notify_observers(self, v)
  end
end
class Log; def update(src, v); puts "hot #{v} #{src.class}"; end; end
t = Temp.new
t.add_observer(Log.new)
t.set(5)
t.set(15)
p t.changed?
