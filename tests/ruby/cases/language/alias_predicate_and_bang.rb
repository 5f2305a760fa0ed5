class Flag
  def on?; true; end
  alias enabled? on?
  def reset!; :reset; end
  alias_method :clear!, :reset!
end
p Flag.new.enabled?, Flag.new.clear!
