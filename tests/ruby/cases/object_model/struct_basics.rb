Point = Struct.new(:x, :y) do
  def dist2
    x * x + y * y
  end

  def to_s
    "(#{x}, #{y})"
  end
end

a = Point.new(3, 4)
puts a.dist2
puts a.to_s
p a
puts a.inspect
puts a == Point.new(3, 4)
puts a.eql?(Point.new(3, 4))
a.x = 10
puts a.x
puts a[1]
puts a[:y]
a[:y] = 7
puts a.to_a.inspect
puts a.to_h.inspect
puts Point.members.inspect
x, y = *a
puts x + y
h = { Point.new(1, 2) => "found" }
puts h[Point.new(1, 2)]
puts Point.new(1).y.inspect
Pair = Struct.new(:left, :right, keyword_init: true)
pr = Pair.new(left: 1, right: 2)
p pr
puts pr.left
