class Infinite
  include Enumerable
  def each; i = 0; loop { yield i += 1 }; end
end
p Infinite.new.lazy.select(&:even?).map { _1 * 3 }.first(3), Infinite.new.first(2), Infinite.new.take_while { _1 < 4 }
