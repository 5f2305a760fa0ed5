class Greeter
  class << self
    def hello; "hello"; end
    alias hi hello
    alias_method :hey, :hello
  end
end
p Greeter.hi, Greeter.hey
