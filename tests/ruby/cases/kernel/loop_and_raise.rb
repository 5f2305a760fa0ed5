i = 0
result = loop do
  i += 1
  next if i < 3
  break i * 10
end
p result
e = [1, 2].each
vals = []
r = loop do
  vals << e.next
end
p vals
p r
count = 0
loop do
  count += 1
  raise StopIteration if count == 4
end
p count
begin
  raise "plain message"
rescue => ex
  p ex.class
  p ex.message
end
begin
  fail ArgumentError, "via fail"
rescue ArgumentError => ex
  p ex.message
end
