class PM
  def pub; end
  private def priv; end
  protected def prot; end
end
o = PM.new
p o.private_methods.include?(:priv), o.protected_methods, o.public_methods.include?(:pub), o.private_methods.include?(:pub)
