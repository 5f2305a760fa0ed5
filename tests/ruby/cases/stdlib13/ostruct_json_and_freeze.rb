require 'ostruct'
require 'json'
o = OpenStruct.new(a: 1)
p o.to_h.to_json
o.freeze
begin
  o.a = 2
rescue => e
  p e.class
end
p o.a, o.frozen?
