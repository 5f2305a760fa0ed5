require 'forwardable'
class Q1
  extend Forwardable
  instance_delegate [:push, :pop] => :@stack
  def_instance_delegators :@stack, :size
  def_instance_delegator :@stack, :last, :peek
  def initialize; @stack = []; end
end
q = Q1.new
q.push(1); q.push(2)
p q.peek, q.pop, q.size
