class Box
  def initialize
    @items = []
  end

  def add(x, y = nil)
    @items << x
    @items << y if y
    self
  end

  def items
    @items
  end

  private

  def secret
    "hidden"
  end
end

b = Box.new
b.send(:add, 1).send("add", 2, 3)
puts b.items.inspect
puts b.send(:secret)
begin
  b.public_send(:secret)
rescue NoMethodError => e
  puts e.message.sub(/ for .*/, "")
end
puts b.public_send(:items).size
puts 5.send(:+, 3)
puts [3, 1, 2].send(:sort).inspect
puts "abc".public_send(:upcase)
meth = :reverse
puts "stressed".send(meth)
puts b.__send__(:items).last
