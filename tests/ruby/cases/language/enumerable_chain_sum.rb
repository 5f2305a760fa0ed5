class Two
  include Enumerable
  def each(&b); [1, 2].each(&b); end
end
c = Two.new.chain([3], 4..5)
p c.to_a, c.sum, c.map { _1 * 2 }, Two.new.chain.to_a
