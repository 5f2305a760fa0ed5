s = "0123456789"
p s[2..4]
p s[2...4]
p s[-3..]
p s[..-8]
p s[8..20]
p s[10..]
p s[11..]
p s[(1..3)]
a = (1..10).to_a
p a[2..-3]
p a[(0..2)].sum
p a.each_slice(3).map { |sl| sl.first..sl.last }
p a.values_at(0..2, 8..)
p a[1..1]
p a[5...5]
r = 2..4
p a[r].map { |x| x * 2 }
s2 = +"hello world"
s2[0..4] = "HELLO"
p s2
a[0..2] = []
p a
