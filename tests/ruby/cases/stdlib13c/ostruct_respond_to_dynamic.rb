require 'ostruct'
o = OpenStruct.new
p o.respond_to?(:x), o.respond_to?(:x=)
o.x = 1
p o.respond_to?(:x), o.methods.include?(:x), o.singleton_methods.sort
