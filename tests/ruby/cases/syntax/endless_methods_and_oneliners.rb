def square(x) = x * x
def greet(name = "world") = "hello #{name}"
p square(7)
p greet
p greet("ruby")
class Temp
  def initialize(c) = @c = c
  def f = @c * 9.0 / 5 + 32
  def to_s = "#{@c}C"
end
t = Temp.new(100)
p t.f
puts t
def noop; end
p noop
def one_line(x); x + 1; end
p one_line(1)
class Empty; end
p Empty.new.class
module M; def self.v = :v; end
p M.v
