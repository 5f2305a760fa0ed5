value = Integer("bad") rescue 0
p value
p (1 / 0 rescue "div")
h = nil
p (h.fetch(:x) rescue "nil receiver")
x = [1, 2].fetch(10) rescue [1, 2].last
p x
def safe_parse(s)
  Float(s) rescue nil
end
p safe_parse("1.5")
p safe_parse("nope")
y = (raise "boom" rescue $!.message)
p y
p $!
z = begin
  raise "again"
rescue
  $!.class
end
p z
