class Calc
  def add(a, b)
    a + b
  end

  def self.twice(x)
    x * 2
  end
end

m = Calc.new.method(:add)
puts m.call(2, 3)
puts m.arity
puts m.name.inspect
puts m.owner
um = Calc.instance_method(:add)
puts um.bind(Calc.new).call(4, 5)
tw = Calc.method(:twice)
puts [1, 2, 3].map(&tw).inspect
puts tw.to_proc.call(21)
up = "hello".method(:upcase)
puts up.call
puts [1, 2].map(&10.method(:+)).inspect
puts Calc.new.respond_to?(:add)
puts method(:puts).arity
def top_helper(x) = x + 1
puts method(:top_helper).call(1)
