require 'forwardable'
class Team
  extend Forwardable
  delegate [:first, :last, :count] => :members, :upcase => :@name
  attr_reader :members
  def initialize; @members = %w[ann bob]; @name = "crew"; end
end
t = Team.new
p t.first, t.last, t.count, t.upcase
