x = 10
[1, 2].each { |x| }
p x
[3].each { |v; x| x = v }
p x
