class Nums
  include Enumerable
  def each(&b); [5, 3, 9, 1].each(&b); end
end
n = Nums.new
p n.min(2), n.max(2), n.min_by(2) { -_1 }, n.max_by(2, &:itself), n.minmax, n.sum, n.sort.reverse
