require 'ostruct'
os = OpenStruct.new(name: "web", port: 80)
p os.name, os.port, os.missing, os[:name], os["port"]
os.port = 8080
os[:env] = "prod"
p os, os.to_h, os.respond_to?(:env), os.respond_to?(:nope), os.env
p os.to_h { |k, v| [k.to_s, v] }
os.each_pair { |k, v| puts "#{k}: #{v}" }
p os.each_pair.to_a
p os.dig(:name), OpenStruct.new(a: {b: [1, 2]}).dig(:a, :b, 1)
p os.delete_field(:env), os.respond_to?(:env), os.env
p os.delete_field(:zzz) { "default" }
begin
  os.delete_field(:zzz)
rescue NameError => e
  p e.class, e.message, e.name
end
p OpenStruct.new(a: 1) == OpenStruct.new(a: 1), OpenStruct.new(a: 1).eql?(OpenStruct.new(a: 1)), OpenStruct.new(a: 1) == OpenStruct.new(a: 2)
p OpenStruct.new(a: 1).hash == OpenStruct.new(a: 1).hash
c = OpenStruct.new(method: "m", display: "d")
p c.method, c.display
o = OpenStruct.new
o.self_ref = o
p o
d = os.dup
d.name = "db"
p os.name, d.name
f = OpenStruct.new(x: 1).freeze
begin
  f.x = 2
rescue => e
  p e.class
end
p OpenStruct.new("str" => 1).str
class Config < OpenStruct; def defaulted; name || "none"; end; end
cf = Config.new(name: nil)
p cf, cf.defaulted
p OpenStruct.new.to_s, OpenStruct.new(nested: OpenStruct.new(v: 1)).inspect
begin
  os.name(1)
rescue NoMethodError, ArgumentError => e
  p e.class
end
