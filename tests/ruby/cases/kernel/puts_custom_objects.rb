class Host
  def initialize(name) = @name = name
  def to_s = "host:#{@name}"
end
class Pair
  def initialize(a, b) = (@a, @b = a, b)
  def to_s = "#{@a}&#{@b}"
  def to_ary = [@a, @b]
end
h = Host.new("web1")
puts h
puts [h, Host.new("web2")]
print h, "\n"
puts "#{h} via interpolation"
puts [h].join(", ")
puts Pair.new(1, 2)
a, b = Pair.new(:x, :y)
p [a, b]
puts [Pair.new(3, 4)].flatten.inspect
puts :sym, 1..2, 3.0
puts [[], [nil], [[]]].inspect
puts "a\n", "b"
puts "no double newline\n"
