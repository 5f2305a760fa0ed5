class Pairs
  include Enumerable
  def each; yield 1, 2; yield 3; end
end
p Pairs.new.each_entry.to_a, Pairs.new.to_a, Pairs.new.each_slice(1).to_a, Pairs.new.each_cons(2).to_a
