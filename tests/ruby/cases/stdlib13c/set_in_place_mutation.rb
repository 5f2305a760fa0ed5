require 'set'
s = Set[1, 2, 3, 4, 5]
s.select! { _1 > 1 }
s.reject! { _1 == 3 }
s.map! { _1 * 10 }
p s, s.filter! { true }, s.collect! { _1 }.size
