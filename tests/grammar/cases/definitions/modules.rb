module A::B
  module_function
  def helper; end
end
module Outer
  module Inner
  end
end
