require 'observer'
class Src; include Observable; end
begin
  Src.new.add_observer(Object.new, :missing)
rescue NoMethodError => e
  p e.message
end
s = Src.new
p s.count_observers, s.changed?, s.delete_observers
