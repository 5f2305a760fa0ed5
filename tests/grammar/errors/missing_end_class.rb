class A
  def m
  end
