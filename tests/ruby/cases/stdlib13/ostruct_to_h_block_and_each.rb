require 'ostruct'
o = OpenStruct.new(a: 1, b: 2)
p o.to_h { |k, v| [v, k] }
o.each_pair { |k, v| print k, v, " " }
puts
p o.each_pair.class
