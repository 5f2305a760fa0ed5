class Collector
  attr_reader :items

  def initialize
    @items = []
  end

  def collect_from(list)
    list.each { |x| @items << x * factor }
    self
  end

  def factor
    3
  end

  def run_later
    -> { @items.sum + factor }
  end
end

c = Collector.new.collect_from([1, 2])
puts c.items.inspect
task = c.run_later
c.items << 100
puts task.call
outer = self
puts [1].map { self == outer }.inspect
