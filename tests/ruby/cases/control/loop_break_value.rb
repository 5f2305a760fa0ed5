n = 0
r = loop do
  n += 1
  break n * 100 if n == 3
end
p r
first_big = [3, 8, 15, 4].each_with_index do |v, i|
  break "index #{i}" if v > 10
end
p first_big
out = [1, 2, 3].map do |v|
  break :early if v == 2
  v
end
p out
items = %w[a b c]
idx = 0
val = while idx < items.size
  break items[idx].upcase if items[idx] == "b"
  idx += 1
end
p val
none = while idx > 100
end
p none
nested = [[1, 2], [3, 4]].each do |row|
  row.each do |v|
    break if v == 2
  end
end
p nested
