require 'set'
s = Set.new
%w[c a b a c].each { s << _1 }
p s.to_a, s.first, s.first(2), s.each { }.class, s.length
