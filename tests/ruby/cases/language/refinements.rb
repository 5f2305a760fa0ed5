module StrRefine
  refine String do
    def shout; upcase + "!"; end
  end
  refine Integer do
    def double; self * 2; end
  end
end
using StrRefine
p "hi".shout, 4.double
module Wrap
  refine String do
    def length; super * 10; end
  end
end
using Wrap
p "abc".length
module Both
  refine Array do
    def second; self[1]; end
  end
  refine Hash do
    def keys_s; keys.map(&:to_s); end
  end
end
using Both
p [1, 2, 3].second, {a: 1}.keys_s
