require 'ostruct'
o = OpenStruct.new(inner: OpenStruct.new(v: [1, {k: "s"}]), sym: :s, nil_v: nil)
puts o.inspect
p o.to_s == o.inspect
