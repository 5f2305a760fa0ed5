class Vec
  attr_reader :v
  def initialize(v); @v = v; end
  def +(o); Vec.new(v + o.v); end
  alias add +
  alias_method :==, :eql? if false
end
p Vec.new(1).add(Vec.new(2)).v
