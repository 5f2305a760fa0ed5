class Thing
  attr_accessor :a

  def initialize
    @a = 1
  end

  def hello; end

  private

  def hidden; end
end

t = Thing.new
puts t.nil?
puts nil.nil?
puts t.respond_to?(:hello)
puts t.respond_to?(:hidden)
puts Thing.instance_methods(false).sort.inspect
puts Thing.private_instance_methods(false).sort.inspect
puts t.public_methods(false).sort.inspect rescue puts "n/a"
puts t.is_a?(BasicObject)
puts Thing.instance_method(:a=).arity
puts t.tap { |x| x.a = 5 }.a
puts t.then { |x| x.a + 1 }
puts t.itself.equal?(t)
puts t.frozen?
puts Thing.new.instance_variables.inspect
puts t.class.instance_methods.include?(:tap)
