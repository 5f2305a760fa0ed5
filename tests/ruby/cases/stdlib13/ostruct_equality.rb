require 'ostruct'
a = OpenStruct.new(x: 1)
b = OpenStruct.new(x: 1)
p a == b, a.eql?(b), a.equal?(b), a == {x: 1}, [a, b].uniq.size
