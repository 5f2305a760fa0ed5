class Tri
  include Enumerable
  def each(&b); [1, 2, 3].each(&b); end
end
p Tri.new.reverse_each.to_a, Tri.new.cycle.take(5), Tri.new.cycle(2).to_a, Tri.new.each_entry { }.class
