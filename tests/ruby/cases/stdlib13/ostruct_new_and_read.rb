require 'ostruct'
o = OpenStruct.new(a: 1, "b" => 2)
p o.a, o.b, o.c, o[:a], o["b"], o.to_h
