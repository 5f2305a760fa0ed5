a = [2, 4, 6, 7, 8, 10]
p a.take_while(&:even?)
p a.drop_while(&:even?)
p a.take(3)
p a.drop(4)
p a.find_index(7)
p a.index { |x| x > 5 }
p a.rindex(&:even?)
p a.find { |x| x > 100 }
p a.detect(&:odd?)
p a.select.with_index { |x, i| i.even? }
p a.each_index.to_a
p a.slice_when { |x, y| y != x + 2 }.to_a
p a.chunk(&:even?).to_a
p a.each_slice(3).map(&:last)
p a.first(0)
p a.cycle.first(8)
