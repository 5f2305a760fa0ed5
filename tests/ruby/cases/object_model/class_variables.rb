class Base
  @@count = 0
  @instances = "class ivar of Base"

  def self.create
    @@count += 1
    new
  end

  def self.count
    @@count
  end

  def self.instances
    @instances
  end
end

class Sub < Base
  def self.bump
    @@count += 10
  end
end

Base.create
Sub.create
Sub.bump
puts Base.count
puts Sub.count
puts Base.instances
puts Sub.instances.inspect
puts Base.class_variable_get(:@@count)
puts Base.class_variables.inspect
puts Base.class_variable_defined?(:@@count)
