S = Struct.new(:a, :b, keyword_init: true)
s = S.new(a: 1, b: 2)
p s, s.a, S.members, S.keyword_init?, s.to_h
p S.new(a: 1)
begin
  S.new(1, 2)
rescue ArgumentError => e
  p e.message
end
begin
  S.new(c: 1)
rescue ArgumentError => e
  p e.message
end
P = Struct.new(:x, :y)
p P.keyword_init?, P.new(1, 2), P.new({x: 1, y: 2})
Q = Struct.new(:x, :y, keyword_init: false)
p Q.new({x: 1}), Q.keyword_init?
Point = Struct.new(:x, :y, keyword_init: true) do
  def dist; Math.sqrt(x * x + y * y); end
end
p Point.new(x: 3, y: 4).dist, Point.new(x: 3, y: 4) == Point.new(y: 4, x: 3)
h = Point.new(x: 1, y: 2).to_h
p h, Point.new(**h)
