class Foo < String; end
f = Foo.new("x")
p f.class, f, f == "x", f + "y", (f + "y").class, Foo.new.class
class Bar < String
  def initialize(a, b)
    super("#{a}-#{b}")
    @a = a
  end
  attr_reader :a
end
b = Bar.new("p", "q")
p b, b.a, b.class, b.upcase
