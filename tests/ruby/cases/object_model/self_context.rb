puts self.to_s
puts self.class

class Foo
  puts self
  puts self.class

  def self.who
    self.name
  end

  def who
    self.class.name
  end

  class << self
    puts self.inspect
  end
end

module Bar
  puts self
end

puts Foo.who
puts Foo.new.who
def toplevel_method
  self.to_s
end
puts toplevel_method
puts Foo.instance_eval { self }
p Foo.class_eval { self.name }
