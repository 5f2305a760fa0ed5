class Node
  attr_reader :name

  def initialize(name)
    @name = name
  end
end

n1 = Node.new("a")
n2 = Node.new("a")
list = [n1, n2, n1]
puts list.count(n1)
puts list.index(n2)
puts list.uniq.size
puts list.map(&:name).uniq.inspect
puts (n1 <=> n1).inspect
puts (n1 <=> n2).inspect
puts n1.hash == n1.hash
puts n1.eql?(n1)
puts list.include?(Node.new("a"))
h = Hash.new(0)
list.each { |n| h[n] += 1 }
puts h.values.inspect
