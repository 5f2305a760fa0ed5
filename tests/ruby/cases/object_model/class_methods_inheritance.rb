class Provider
  def self.provides(*names)
    @provides ||= []
    @provides.concat(names)
  end

  def self.provides_list
    @provides || []
  end

  def self.inherited(sub)
    super
    (@subclasses ||= []) << sub.name
  end

  def self.subclass_names
    @subclasses
  end

  def self.describe
    "#{name} provides #{provides_list.inspect}"
  end
end

class AptProvider < Provider
  provides :package, :apt_package
end

class YumProvider < Provider
  provides :yum_package
end

puts AptProvider.describe
puts YumProvider.describe
puts Provider.describe
puts Provider.subclass_names.inspect
puts AptProvider.respond_to?(:provides)
puts AptProvider.superclass.name
