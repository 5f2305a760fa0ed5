include Comparable
class V
  include Comparable
  attr_reader :v
  def initialize(v); @v = v; end
  def <=>(o); v <=> o.v; end
  def inspect; "V#{v}"; end
end
a, b, c = V.new(1), V.new(2), V.new(3)
p a < b, b.between?(a, c), b.clamp(a, a), b.clamp(a..c), c.clamp(..b), a == V.new(1), [c, a, b].sort, [c,a,b].max, a.clamp(b, c)
begin; a.clamp(c, a); rescue => e; p e.class, e.message; end
p 5.clamp(1, 3), 5.clamp(..3), "b".between?("a", "c")
