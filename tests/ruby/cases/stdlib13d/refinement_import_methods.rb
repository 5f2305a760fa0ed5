module Helpers
  def twice = self * 2
end
module R2
  refine Integer do
    import_methods Helpers
  end
end
using R2
p 21.twice
