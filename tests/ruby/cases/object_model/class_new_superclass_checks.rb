# Class.new and `class X < sup` refuse what MRI refuses, with its TypeErrors
[5, Comparable, Class, Integer.singleton_class, "x", nil].each do |sup|
  begin
    Class.new(sup)
    p :made
  rescue TypeError => e
    p e.message
  end
end
begin
  class Foo < Class; end
rescue TypeError => e
  p e.message
end
p Class.new(String).new("a").upcase, Class.new.superclass
