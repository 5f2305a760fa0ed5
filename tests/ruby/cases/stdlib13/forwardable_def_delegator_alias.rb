require 'forwardable'
class Env
  extend Forwardable
  def_delegator :@h, :fetch, :get
  def_delegator :@h, :store, :set
  def_delegator :@h, :key?
  def initialize; @h = {}; end
end
e = Env.new
e.set("k", 1)
p e.get("k"), e.key?("k"), e.get("z", 0)
