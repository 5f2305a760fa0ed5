x = 1
@iv = 2
$gv = 3
p defined?(x)
p defined?(y)
p defined?(@iv)
p defined?(@nope)
p defined?($gv)
p defined?($nope)
p defined?(String)
p defined?(Nope)
p defined?(puts)
p defined?(self)
p defined?(nil)
p defined?(true)
p defined?(1 + 1)
p defined?(x = 5)
p defined?(String.new)
p defined?(String.zork)
p defined?(@iv.upcase)
p defined?(yield)
p defined?(super)
p defined?(File::SEPARATOR)
p defined?([].size)
def m
  defined?(yield) ? "block given" : "no block"
end
p m
p m {}
class A
  def f; "A"; end
end
class B < A
  def f
    defined?(super) ? "has super: " + super : "no super"
  end
  def g
    defined?(super).inspect
  end
end
p B.new.f
p B.new.g
@counter ||= 0 if defined?(@counter).nil?
p @counter
