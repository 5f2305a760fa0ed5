# String#sum converts its bit count with to_int (a bad argument is a TypeError)
p "ab".sum
p "ab".sum(8)
p "abc".sum(0)
begin
  "ab".sum([1])
rescue TypeError => e
  p e.message
end
