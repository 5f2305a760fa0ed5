require 'forwardable'
class Wrap
  extend Forwardable
  def_delegators :@list, :map, :each_slice, :sum
  def initialize(l); @list = l; end
end
w = Wrap.new([1, 2, 3, 4])
p w.map { |x| x * 2 }, w.each_slice(2).to_a, w.sum(10)
