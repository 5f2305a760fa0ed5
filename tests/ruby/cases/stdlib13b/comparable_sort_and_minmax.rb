V2 = Struct.new(:n) do
  include Comparable
  def <=>(o) = n <=> o.n
end
vs = [V2.new(3), V2.new(1), V2.new(2)]
p vs.sort.map(&:n), vs.min.n, vs.max.n, vs.minmax.map(&:n), V2.new(2).clamp(V2.new(1), V2.new(3)).n, vs.sort { |a, b| b <=> a }.map(&:n)
