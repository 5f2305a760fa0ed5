require 'singleton'
class Counter2
  include Singleton
  def initialize; @n = 0; end
  def incr; @n += 1; end
end
3.times { Counter2.instance.incr }
p Counter2.instance.incr, Counter2.instance.instance_variable_get(:@n)
