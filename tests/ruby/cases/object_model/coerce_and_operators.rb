class Money
  attr_reader :cents

  def initialize(cents)
    @cents = cents
  end

  def +(other)
    Money.new(cents + other.cents)
  end

  def -(other)
    Money.new(cents - other.cents)
  end

  def *(n)
    Money.new(cents * n)
  end

  def -@
    Money.new(-cents)
  end

  def [](i)
    cents.digits[i]
  end

  def to_s
    format("$%d.%02d", cents / 100, cents % 100)
  end
end

a = Money.new(1050)
b = Money.new(275)
puts a + b
puts a - b
puts a * 3
puts (-b).cents
puts a[1]
total = Money.new(0)
[a, b, b].each { |m| total += m }
puts total
