module Loud
  def speak
    super.upcase + "!"
  end
end

module Polite
  def speak
    "please, " + super
  end
end

class Animal
  def speak
    "generic noise"
  end
end

class Dog < Animal
  include Loud
  include Polite

  def speak
    "dog says: " + super
  end
end

puts Dog.new.speak
puts Dog.ancestors.take(5).inspect
puts Dog.include?(Loud)
puts Dog.new.is_a?(Polite)
puts Animal.include?(Loud)
