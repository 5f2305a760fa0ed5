class Box
  attr_reader :items
  def initialize; @items = [1]; end
  def initialize_copy(other)
    super
    @items = other.items.dup
  end
end
a = Box.new
b = a.dup
b.items << 2
p a.items, b.items
