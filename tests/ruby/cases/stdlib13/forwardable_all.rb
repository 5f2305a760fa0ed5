require 'forwardable'
class Queue2
  extend Forwardable
  attr_reader :items
  def initialize; @items = []; @meta = {name: "q"}; end
  def_delegators :@items, :size, :<<, :first, :each, :empty?
  def_delegator :@items, :shift, :dequeue
  def_delegator :@items, :push, :enqueue
  def_delegator :@meta, :[], :meta
  def_delegator :items, :last
  delegate [:length, :map] => :@items
  delegate :fetch => :@meta
  include Enumerable
end
q = Queue2.new
q << 1
q.enqueue(2)
q.enqueue(3)
p q.size, q.first, q.dequeue, q.length, q.last, q.meta(:name), q.fetch(:name)
p q.map { |x| x * 10 }, q.select(&:odd?), q.empty?
q.each { |x| print x, " " }
puts
p Queue2.instance_method(:dequeue).owner, Queue2.public_method_defined?(:size)
p Queue2.new.fetch(:nope, "default"), (Queue2.new.fetch(:nope) rescue $!.class)
module Registry
  extend SingleForwardable
  @store = {}
  def_delegators :@store, :[]=, :[], :keys
  def_delegator :@store, :size, :count
end
Registry[:a] = 1
Registry[:b] = 2
p Registry[:a], Registry.keys, Registry.count
obj = Object.new
obj.extend SingleForwardable
obj.def_delegator :"[1, 2, 3]", :sum
p obj.sum
class Wrapper
  extend Forwardable
  VALUES = [5, 6]
  def_delegator :"Wrapper::VALUES", :max
  def_delegator :"@h.fetch(:k)", :upcase, :k_up
  def initialize; @h = {k: "val"}; end
end
p Wrapper.new.max, Wrapper.new.k_up
p Forwardable::VERSION.is_a?(String)
