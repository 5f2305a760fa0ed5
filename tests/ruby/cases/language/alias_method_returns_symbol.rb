class AM
  def a; end
  p alias_method(:b, :a)
end
