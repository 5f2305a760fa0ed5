class Node; end

n = Node.new
class << n
  def special
    "only me"
  end
end
puts n.special
puts n.singleton_methods.inspect
puts Node.new.respond_to?(:special)
n.define_singleton_method(:extra) { |x| x + 1 }
puts n.extra(1)
puts n.singleton_methods.sort.inspect
Node.define_singleton_method(:build) { "built #{name}" }
puts Node.build
o = Object.new
o.instance_eval do
  def via_eval
    "defined in instance_eval"
  end
end
puts o.via_eval
puts o.singleton_methods.inspect
