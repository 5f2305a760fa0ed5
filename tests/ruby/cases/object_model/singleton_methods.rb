config = Object.new

def config.name
  "singleton"
end

def config.double(x)
  x * 2
end

puts config.name
puts config.double(21)
puts config.singleton_methods.sort.inspect

class Registry
  class << self
    def items
      @items ||= {}
    end

    def add(k, v)
      items[k] = v
    end

    attr_accessor :label
  end

  def self.count
    items.size
  end
end

Registry.add(:a, 1)
Registry.add(:b, 2)
Registry.label = "main"
puts Registry.items.inspect
puts Registry.count
puts Registry.label
puts Registry.singleton_methods.sort.inspect
other = Object.new
puts other.respond_to?(:double)
