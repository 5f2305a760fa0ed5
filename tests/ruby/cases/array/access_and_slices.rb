a = [10, 20, 30, 40, 50]
p a[0]
p a[-1]
p a[10]
p a[1..]
p a[1..3]
p a[1...3]
p a[..1]
p a[-2..]
p a[1, 2]
p a[5, 1]
p a[6, 1]
p a[5..]
p a[6..]
p a.first
p a.first(2)
p a.last(3)
p a.first(10)
p [].first
p [].last(2)
p a.values_at(0, 2, 10)
p a.fetch(1)
p a.fetch(10, "default")
p a.fetch(10) { |i| "block #{i}" }
begin
  a.fetch(10)
rescue IndexError => e
  puts e.message
end
p a.dig(0)
p [[1, [2, 3]]].dig(0, 1, 0)
p a.at(-2)
p a.take(2)
p a.drop(3)
