class A < B
  attr_reader :x
end
class A::B < C::D
end
class Foo < Struct.new(:a)
end
class << self
  def x; end
end
class ::Top; end
