total = 0
[1, 2, 3].each { |x| total += x }
p total
