require 'singleton'
class Registry
  include Singleton
  attr_reader :items
  def initialize; @items = []; end
end
Registry.instance.items << 1
p Registry.instance.items, Registry.instance.equal?(Registry.instance)
