class Greeter
  def hello
    "hello"
  end
  alias hi hello
  alias_method :hey, :hello

  def bye
    "bye"
  end
  undef_method :bye
end
g = Greeter.new
p g.hi
p g.hey
p g.respond_to?(:bye)
begin
  g.bye
rescue NoMethodError => e
  p e.message.split(" for ").first
end
class Greeter
  remove_method :hey
end
p g.respond_to?(:hey)
p g.respond_to?(:hi)
$old = 1
alias $new $old
p $new
