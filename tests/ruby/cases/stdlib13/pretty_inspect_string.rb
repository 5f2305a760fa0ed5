require "pp"
s = {a: [1, 2]}.pretty_inspect
p s, [1, "two"].pretty_inspect, nil.pretty_inspect
