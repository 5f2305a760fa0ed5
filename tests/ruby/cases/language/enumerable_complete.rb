class Coll
  include Enumerable
  def initialize(*a); @a = a; end
  def each(&b); @a.each(&b); self; end
end
c = Coll.new(3, 1, 4, 1, 5, 9, 2, 6)
n = Coll.new(1, nil, 2, nil)
p c.all?(Integer), c.any? { |x| x > 8 }, c.none?(10..), c.one?(9)
p c.chain([7]).to_a, c.chunk(&:odd?).to_a, c.chunk_while { |a, b| b == a + 1 }.to_a
p c.collect { |x| x * 2 }, c.collect_concat { |x| [x, x] }.size, n.compact, c.count, c.count(1), c.count(&:even?)
p c.cycle.first(10), c.detect(&:even?), c.drop(5), c.drop_while { |x| x < 5 }
p c.each_cons(3).to_a.size, c.each_entry.to_a, c.each_slice(3).to_a, c.each_with_index.to_a.last
p c.each_with_object([]) { |x, acc| acc << x }, c.entries, c.filter(&:odd?), c.filter_map { |x| x * 2 if x.odd? }
p c.find(&:zero?), c.find_all(&:even?), c.find_index(4), c.find_index { |x| x > 4 }, c.first, c.first(2)
p c.flat_map { |x| [x] }, c.grep(2..4), c.grep(2..4) { |x| x * 10 }, c.grep_v(2..4), c.group_by(&:odd?)
p c.include?(9), c.inject(:+), c.inject(10) { |s, x| s + x }, c.lazy.map { |x| x * 2 }.select(&:even?).first(3)
p c.max, c.max(2), c.max_by { |x| -x }, c.max_by(2) { |x| -x }, c.member?(4), c.min, c.min(3), c.min_by(&:-@)
p c.minmax, c.minmax_by { |x| (x - 4).abs }, c.partition(&:odd?), c.reduce(1, :*), c.reject(&:odd?)
p c.reverse_each.to_a, c.select(&:even?), c.slice_after(&:even?).to_a, c.slice_before(&:even?).to_a
p c.slice_when { |a, b| b < a }.to_a, c.sort, c.sort { |a, b| b <=> a }, c.sort_by { |x| -x }, c.sum, c.sum(0.5), c.sum { |x| x * 2 }
p c.take(3), c.take_while { |x| x < 5 }, c.tally, c.to_a, c.to_h { |x| [x, x.to_s] }, c.uniq, c.uniq(&:odd?), c.zip(c.to_a.reverse)
p Coll.new([1, 2], [3, 4]).to_h, Coll.new("a", "b").each_with_index.map { |s, i| s * i }
p c.min_by(2) { |x| x }, c.minmax_by(&:-@), c.tally_by(&:odd?) rescue p $!.class
p c.each_slice(2).map(&:sum), c.inject { |a, b| a * b }, c.sum(""){ |x| x.to_s } rescue p $!
p Coll.new.max, Coll.new.sum, Coll.new.minmax, Coll.new.first, Coll.new.inject(:+)
p c.zip([1,2]) { |a| }, c.each_entry { |x| }.class, c.chunk { |x| x.even? ? :_separator : x > 3 }.to_a
p c.uniq.size, c.lazy.class, c.cycle(2).to_a.size, c.sort.group_by(&:itself).transform_values(&:size)
