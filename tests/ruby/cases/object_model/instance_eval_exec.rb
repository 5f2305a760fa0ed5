class Builder
  attr_reader :props

  def initialize
    @props = {}
  end

  def set(k, v)
    @props[k] = v
  end

  def owner(v)
    set(:owner, v)
  end
end

local_user = "deploy"
b = Builder.new
b.instance_eval do
  owner local_user
  set :mode, "0755"
  @props[:touched] = true
end
puts b.props.inspect

local_user = "changed"
b.instance_exec(10, 20) do |x, y|
  set :sum, x + y
  set :user, local_user
end
puts b.props.inspect
puts b.instance_eval { @props.size }
puts b.instance_eval("@props.keys.first").inspect
counter = 0
b.instance_eval { counter += 5 }
puts counter
