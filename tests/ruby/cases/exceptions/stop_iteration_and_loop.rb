e = %w[a b].each
p e.next
p e.next
begin
  e.next
rescue StopIteration => ex
  p ex.class
  p ex.message
  p ex.result
end
e.rewind
p e.next
p e.peek
gen = [1, 2, 3].each
collected = []
loop { collected << gen.next * 2 }
p collected
res = loop do
  raise StopIteration, "custom stop"
end
p res
enum = Enumerator.new { |y| y << 1; :done }
enum.next
begin
  enum.next
rescue StopIteration => ex
  p ex.result
end
