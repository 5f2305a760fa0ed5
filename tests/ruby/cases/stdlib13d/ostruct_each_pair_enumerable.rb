require 'ostruct'
o = OpenStruct.new(a: 1, b: 2, c: 3)
p o.each_pair.select { |_, v| v.odd? }, o.each_pair.map { |k, _| k }, o.to_h.sum { _2 }
