# Method calls with blocks.
class Counter
  attr_reader :count
  def initialize
    @count = 0
  end

  def add(n)
    @count += n
    self
  end

  def each_step(limit)
    i = 0
    while i < limit
      yield i
      i += 1
    end
  end
end

c = Counter.new
c.each_step(200_000) { |i| c.add(i % 3) }
puts c.count
sum = (1..100_000).map { |x| x * 2 }.select(&:even?).inject(0) { |acc, x| acc + x }
puts sum
