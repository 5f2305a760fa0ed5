class Mixed
  include Enumerable
  def each(&b); [1, nil, [2, 3], 4].each(&b); end
end
m = Mixed.new
p m.compact, m.filter_map { _1.is_a?(Integer) && _1 * 2 }, m.flat_map { Array(_1) }, m.grep(Integer), m.grep_v(Integer)
