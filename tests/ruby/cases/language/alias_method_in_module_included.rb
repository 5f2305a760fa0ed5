module Shout
  def speak; "speak"; end
  alias_method :yell, :speak
  alias talk speak
end
class Dog; include Shout; end
p Dog.new.yell, Dog.new.talk, Shout.instance_methods.sort
