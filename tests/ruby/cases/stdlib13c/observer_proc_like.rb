require 'observer'
class Ev; include Observable; end
e = Ev.new
seen = []
cb = Object.new
cb.define_singleton_method(:call) { |x| seen << x }
e.add_observer(cb, :call)
e.changed
e.notify_observers(:ping)
p seen
