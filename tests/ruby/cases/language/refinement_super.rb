module Loud
  refine Integer do
    def to_s(*); "<" + super + ">"; end
  end
end
using Loud
p 5.to_s
