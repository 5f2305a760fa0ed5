require 'forwardable'
class Hide
  extend Forwardable
  def_delegators :@a, :size
  private :size
  def initialize = @a = [1, 2]
  def total = size
end
p Hide.new.total
begin
  Hide.new.size
rescue NoMethodError => e
  p e.class
end
