class Ghost
  def method_missing(name, *args, &blk)
    if name.to_s.start_with?("get_")
      "got #{name.to_s.sub('get_', '')} #{args.inspect}"
    else
      super
    end
  end

  def respond_to_missing?(name, priv = false)
    name.to_s.start_with?("get_") || super
  end
end

class LoudGhost < Ghost
  def method_missing(name, *args)
    res = super
    res.upcase
  end
end

g = Ghost.new
puts g.get_user
puts g.get_port(80, 443)
puts LoudGhost.new.get_home
puts g.respond_to?(:get_x)
puts g.respond_to?(:set_x)
begin
  g.set_x
rescue NoMethodError => e
  puts e.name
  puts e.args.inspect
end
