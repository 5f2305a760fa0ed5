require 'observer'
class Stock
  include Observable
  def price=(v)
    changed
    notify_observers(:price, v)
  end
end
class Alert
  def update(what, v); puts "#{what} -> #{v}"; end
end
s = Stock.new
s.add_observer(Alert.new)
s.price = 10
s.price = 12
p s.count_observers
