class Seq
  include Enumerable
  def each(&b); [1, 2, 4, 5, 7].each(&b); end
end
s = Seq.new
p s.chunk_while { |a, b| b == a + 1 }.to_a, s.slice_when { |a, b| b != a + 1 }.map(&:size), s.chunk(&:odd?).map(&:first)
