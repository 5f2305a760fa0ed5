class Resource
  attr_reader :name, :action

  def initialize(name, action = :create)
    @name = name
    @action = action
  end

  def describe
    "resource #{name} (#{action})"
  end
end

class FileResource < Resource
  attr_reader :mode

  def initialize(name, mode)
    super(name)
    @mode = mode
  end

  def describe
    super + " mode=#{mode}"
  end
end

class Template < FileResource
  def initialize(name, mode, source)
    super(name, mode)
    @source = source
  end

  def describe
    "#{super} from #{@source}"
  end
end

puts Resource.new("x").describe
puts FileResource.new("/etc/motd", "0644").describe
puts Template.new("/etc/app.conf", "0600", "app.erb").describe
puts Template.superclass
puts Template.superclass.superclass
puts Template.ancestors.take(4).inspect
puts Template.new("a", "b", "c").is_a?(Resource)
