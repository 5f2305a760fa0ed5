require 'ostruct'
o = OpenStruct.new("a b" => 1, c: 2)
p o["a b"], o[:"a b"], o.to_h.keys, o.c
