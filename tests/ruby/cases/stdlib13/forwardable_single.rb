require 'forwardable'
module Cache
  extend SingleForwardable
  @data = {a: 1}
  def_delegators :@data, :[], :size
  def_single_delegator :@data, :keys, :names
end
p Cache[:a], Cache.size, Cache.names
