module Titled
  refine String do
    def titled; split.map(&:capitalize).join(" "); end
  end
end
using Titled
p "hello big world".titled
