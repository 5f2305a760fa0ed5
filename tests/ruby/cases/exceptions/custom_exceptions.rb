class CookbookError < StandardError; end

class ResourceNotFound < CookbookError
  attr_reader :resource

  def initialize(resource)
    @resource = resource
    super("resource #{resource} not found")
  end
end

class ValidationError < CookbookError
  def initialize(msg = "validation failed by default")
    super
  end
end

class WithMessageOverride < StandardError
  def message
    "overridden message"
  end
end

begin
  raise ResourceNotFound.new("file[/etc/motd]")
rescue CookbookError => e
  p e.class
  p e.message
  p e.resource
  p e.is_a?(StandardError)
end
begin
  raise ValidationError
rescue => e
  p e.message
end
begin
  raise ValidationError, "custom text"
rescue => e
  p e.message
end
begin
  raise WithMessageOverride
rescue => e
  p e.message
end
p ResourceNotFound.ancestors.take(4)
p CookbookError.new.message
p ResourceNotFound.new("x").message
