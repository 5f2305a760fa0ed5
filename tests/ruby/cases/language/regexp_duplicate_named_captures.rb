m = /(?<x>a)|(?<x>b)/.match("b")
p m.named_captures, m.captures, m.to_a
