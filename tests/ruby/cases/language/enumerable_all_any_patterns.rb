class Vals
  include Enumerable
  def each(&b); [1, 2.5, nil].each(&b); end
end
v = Vals.new
p v.all?, v.any?(Float), v.none?(String), v.one?(nil), v.all?(Numeric), v.any? { _1.nil? }
