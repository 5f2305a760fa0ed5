module Ext
  refine Array do
    def second; self[1]; end
  end
  refine Hash do
    def deep_keys; keys.map(&:to_s); end
  end
end
using Ext
p [1, 2].second, {a: 1, b: 2}.deep_keys
