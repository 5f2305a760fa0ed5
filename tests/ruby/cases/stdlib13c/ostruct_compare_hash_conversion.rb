require 'ostruct'
require 'json'
h = {"name" => "n", "nested" => {"v" => 1}}
o = OpenStruct.new(h)
p o.name, o.nested, o.nested["v"], JSON.generate(o.to_h)
