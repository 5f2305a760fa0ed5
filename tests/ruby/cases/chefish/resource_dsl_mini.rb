class Resource
  attr_reader :type, :name, :props, :notifications

  def initialize(type, name)
    @type = type
    @name = name
    @props = {}
    @notifications = []
  end

  def method_missing(prop, *args)
    return super if args.empty?
    @props[prop] = args.size == 1 ? args.first : args
  end

  # puts asks respond_to?(:to_ary); claiming every name would break it.
  def respond_to_missing?(name, include_private = false) = !name.to_s.start_with?("to_")

  def notifies(action, target, timing = :delayed)
    @notifications << [action, target, timing]
  end

  def to_s = "#{type}[#{name}]"
end

class Recipe
  attr_reader :resources

  def initialize = @resources = []

  %i[file template service package directory].each do |type|
    define_method(type) do |name, &blk|
      r = Resource.new(type, name)
      r.instance_eval(&blk) if blk
      @resources << r
      r
    end
  end
end

rec = Recipe.new
owner_name = "www-data"
rec.instance_eval do
  package "nginx"
  directory "/srv/www" do
    owner owner_name
    mode "0755"
  end
  template "/etc/nginx/nginx.conf" do
    source "nginx.conf.erb"
    variables(workers: 4)
    notifies :reload, "service[nginx]", :immediately
  end
  service "nginx" do
    action %i[enable start]
  end
end
rec.resources.each do |r|
  puts r
  r.props.each { |k, v| puts "  #{k} #{v.inspect}" }
  r.notifications.each { |a, t, tm| puts "  notifies #{a.inspect}, #{t.inspect}, #{tm.inspect}" }
end
