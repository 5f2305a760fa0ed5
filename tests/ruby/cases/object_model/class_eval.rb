class Node
  def initialize
    @attrs = {}
  end
end

greeting = "hi"
Node.class_eval do
  define_method(:greet) { "#{greeting} from node" }

  def set(k, v)
    @attrs[k] = v
    self
  end

  def get(k)
    @attrs[k]
  end
end

n = Node.new
puts n.greet
puts n.set(:platform, "ubuntu").get(:platform)

Node.class_eval <<~RUBY
  def platform_family
    get(:platform) == "ubuntu" ? "debian" : "other"
  end
RUBY
puts n.platform_family

String.class_eval do
  def shout
    upcase + "!"
  end
end
puts "hey".shout
Node.send(:define_method, :extra) { 42 }
puts n.extra
puts Node.module_eval { self }.inspect
