p Integer("10")
p Integer("-0b11")
p Float("1.5e2")
p String(12)
p String(nil)
p String(:sym)
p String([1, 2])
p Array(nil)
p Array([1])
p Array(1..2)
p Array("a\nb")
p Array(key: 1)
p Hash([[1, 2]].to_h)
p Hash(nil)
p Hash([])
begin
  Integer(nil)
rescue TypeError => e
  p e.message
end
begin
  Integer([1])
rescue TypeError => e
  p e.message
end
begin
  Float("")
rescue ArgumentError => e
  p e.message
end
p Integer("ff", 16)
p Integer(" 42\n")
