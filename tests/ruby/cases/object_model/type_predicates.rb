class Animal; end
class Dog < Animal; end
module Pet; end
class Cat < Animal
  include Pet
end

d = Dog.new
c = Cat.new
puts d.is_a?(Dog)
puts d.is_a?(Animal)
puts d.kind_of?(Object)
puts d.instance_of?(Animal)
puts d.instance_of?(Dog)
puts c.is_a?(Pet)
puts Pet === c
puts Animal === d
puts Dog === c
puts Dog < Animal
puts (Animal < Dog).inspect
puts (Dog <= Dog).inspect
puts (Cat < Pet).inspect
puts (Dog < Pet).inspect
puts 5.is_a?(Integer)
puts 5.is_a?(Numeric)
puts 5.is_a?(Comparable)
puts 5.instance_of?(Numeric)
puts nil.is_a?(NilClass)
puts "s".kind_of?(String)
puts Integer.ancestors.include?(Kernel)
