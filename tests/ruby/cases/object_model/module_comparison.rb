# Module#<, <=, >, >= and <=> between modules, and with something that is no module
# (a mutated `class Foo < Bar< [1]` once reached Python with an Array).
module Walks; end
class Animal; include Walks; end
class Dog < Animal; end

p Dog < Animal, Dog <= Dog, Animal > Dog, Animal >= Animal
p Dog < Walks, Walks > Dog, Walks < Dog
p Integer < String, String > Integer, String <= Integer
p Dog <=> Animal, Animal <=> Dog, Dog <=> Dog, Integer <=> String, String <=> 1

[[1], 1, nil, "x", :sym].each do |other|
  %i[< <= > >=].each do |op|
    begin
      Dog.public_send(op, other)
    rescue TypeError => e
      puts "#{op} #{other.inspect}: #{e.class}: #{e.message}"
    end
  end
end

begin
  class Settings < Dog < [1]
  end
rescue TypeError => e
  puts "superclass: #{e.message}"
end
