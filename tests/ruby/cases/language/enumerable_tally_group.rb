require "set"
class Fruits
  include Enumerable
  def each(&b); %w[apple pear apple fig pear apple].each(&b); end
end
f = Fruits.new
p f.tally, f.group_by(&:size), f.uniq, f.count("apple"), f.partition { _1.size > 3 }, f.to_set.size
