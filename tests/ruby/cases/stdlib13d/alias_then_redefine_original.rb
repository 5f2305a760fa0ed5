class Bump
  def n = 1
  alias_method :orig_n, :n
  def n = orig_n + 10
end
p Bump.new.n, Bump.instance_method(:orig_n).owner
