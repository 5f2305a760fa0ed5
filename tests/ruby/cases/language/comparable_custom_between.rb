class Ver
  include Comparable
  attr_reader :n
  def initialize(n); @n = n; end
  def <=>(o); n <=> o.n; end
end
a, b = Ver.new(1), Ver.new(2)
p a < b, a <= a, b > a, b >= b, a == Ver.new(1), a != b, Ver.new(5).between?(a, b), [b, a].min.n
