require 'forwardable'
class R
  extend Forwardable
  p def_delegator(:@x, :y, :z)
  p def_delegators(:@x, :a, :b)
end
