require 'ostruct'
o = OpenStruct.new
o.name = "x"
o[:age] = 3
o["city"] = "y"
p o, o.respond_to?(:name=), o.respond_to?(:age), o.each_pair.to_a
