class Vis
  private def secret = :s
  alias_method :also_secret, :secret
  def call = also_secret
end
p Vis.new.call, Vis.private_method_defined?(:also_secret)
