a = (1..10).to_a
a.delete_if { |x| x % 3 == 0 }
p a
a.keep_if(&:even?)
p a
b = %w[a b c d]
p b.slice!(1, 2)
p b
c = [1, 2, 3, 4, 5]
p c.reject(&:odd?)
p c.partition(&:odd?)
p c.each_slice(2).to_a.last
p c.select.with_index { |_, i| i > 2 }
p c.drop(1).each_slice(2).map(&:first)
d = [5, 3, 1]
p d.sort!.equal?(d)
p d.insert(-2, :in)
p d.values_at(0, -1)
