h = Hash.new(0)
h[:k] += 1
h[:k] += 1
h[:list] ||= []
h[:list] << 1
p h
a = [1, 2]
a[0] += 10
a[5] ||= :filled
p a
class Obj
  attr_accessor :count, :name
end
o = Obj.new
o.count ||= 0
o.count += 1
o.name ||= "first"
o.name ||= "second"
o.name += "!"
p [o.count, o.name]
bits = 0b1010
bits |= 0b0101
bits &= 0b1100
bits ^= 0b0001
bits <<= 2
p bits
nested = { a: { b: 1 } }
nested[:a][:b] += 1
nested[:a][:c] ||= "new"
p nested
