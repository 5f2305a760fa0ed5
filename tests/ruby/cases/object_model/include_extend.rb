module Helpers
  def shout(s)
    s.upcase
  end
end

module ClassHelpers
  def registry
    @registry ||= []
  end

  def register(name)
    registry << name
    self
  end
end

class Recipe
  include Helpers
  extend ClassHelpers

  def run
    shout("running")
  end
end

puts Recipe.new.run
Recipe.register("a").register("b")
puts Recipe.registry.inspect
obj = Object.new
obj.extend(Helpers)
puts obj.shout("extended")
puts obj.singleton_class.include?(Helpers)
puts Recipe.singleton_class.include?(ClassHelpers)
puts Recipe.respond_to?(:register)
puts Recipe.new.respond_to?(:register)
puts Recipe.new.respond_to?(:shout)
