class L < Array; end
l = L.new(2, 'x')
p l, l.class, L.new([1, 2]), L.new(3) { |i| i * i }, L.new.class
class M < Array
  def initialize(*a)
    super
    @tag = :t
  end
  attr_reader :tag
end
m = M.new(2, 0)
p m, m.tag
class H < Hash
  def initialize(x)
    super()
    @x = x
  end
  attr_reader :x
end
h = H.new(5)
h[:a] = 1
p h, h.x, h.class
class D < Hash; end
d = D.new(0)
p d[:missing], d.class
class V2 < Array
  def initialize(s)
    @s = s
  end
  def to_s = @s
end
p V2.new("1.2").to_s
