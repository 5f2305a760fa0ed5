class Base
  def greet(name, greeting = "Hello", *rest, punct: "!")
    "#{greeting}, #{name}#{punct} #{rest.inspect}"
  end

  def block_user
    yield(10) if block_given?
  end
end

class Child < Base
  def greet(name, greeting = "Hi", *rest, punct: "?")
    name = name.upcase
    "[" + super + "]"
  end

  def block_user
    super
  end
end

class EmptyArgs < Base
  def greet(name, greeting = "Yo", *rest, punct: ".")
    super()
  rescue ArgumentError => e
    "error: #{e.message}"
  end
end

c = Child.new
puts c.greet("ann")
puts c.greet("bob", "Hey")
puts c.greet("cy", "Hey", 1, 2, punct: ";")
puts c.block_user { |x| x * 3 }
puts c.block_user.inspect
puts EmptyArgs.new.greet("dan")
