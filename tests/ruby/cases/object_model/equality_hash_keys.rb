class Coord
  attr_reader :x, :y

  def initialize(x, y)
    @x = x
    @y = y
  end

  def ==(other)
    other.is_a?(Coord) && x == other.x && y == other.y
  end
  alias eql? ==

  def hash
    [x, y].hash
  end

  def to_s
    "<#{x},#{y}>"
  end
end

a = Coord.new(1, 2)
b = Coord.new(1, 2)
puts a == b
puts a.eql?(b)
puts a.equal?(b)
puts a.equal?(a)
h = { a => "first" }
puts h[b]
h[b] = "second"
puts h.size
puts h.values.inspect
puts [a, b, Coord.new(3, 4)].uniq.map(&:to_s).inspect
puts [a].include?(b)
puts (a != b)
puts 1 == 1.0
puts 1.eql?(1.0)
puts 1.hash == 1.0.hash
puts "a".equal?("a")
puts :a.equal?(:a)
