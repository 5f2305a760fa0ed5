require 'ostruct'
a = OpenStruct.new(list: [1])
b = a.dup
b.list = [2]
b.extra = 3
p a, b
