require 'forwardable'
class Bag
  extend Forwardable
  def_delegators :@items, :size, :each, :<<, :include?
  def initialize; @items = []; end
end
b = Bag.new
b << 1 << 2
p b.size, b.include?(2)
b.each { |x| p x }
