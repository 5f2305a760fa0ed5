require 'yaml'
puts({ "name" => "web", "port" => 8080, "ratio" => 0.5, "on" => true, "off" => false, "none" => nil }.to_yaml)
puts({ a: 1, "b" => :sym, :c => [1, 2], "d" => { "e" => { "f" => [] } }, "g" => {} }.to_yaml)
puts [1, [2, [3, []]], { "k" => "v" }, [{ "x" => 1, "y" => 2 }]].to_yaml
%w[true false yes no on off null ~ 1 1.5 0755 019 08 1e3 :x y n Y N
   - -x #x &a *a !t @a %a `a ? ?x [a] {a} a:b a: b a#b a\ #b
   plain spaces\ in\ middle].each do |s|
  print s.to_yaml
end
["", " lead", "trail ", "a\tb", "é", "日本", "line\n", "two\nlines", "two\nlines\n",
 "a\n\n", "\n", "ends with colon:", "<<", "'quoted'", '"dq"', "it's", "x" * 90,
 ("word " * 30).strip, "tab\tand\nnewline", "\u0001ctl", "back\\slash"].each do |s|
  print s.to_yaml
end
[0, -1, 2**70, 1.0, -0.25, 1e20, 1.0 / 0, -1.0 / 0, 100.0, 1.5e-7].each { |n| print n.to_yaml }
print nil.to_yaml, true.to_yaml, :sym.to_yaml, :"with space".to_yaml
print YAML.dump("x" => 1)
print YAML.dump([1, 2], indentation: 4)
print YAML.dump({ "a" => { "b" => [1] } }, indentation: 4)
print YAML.dump("word " * 30, line_width: 40)
print YAML.dump("word " * 30, line_width: -1)
a = [1, 2]
h = { "first" => a, "second" => a, "third" => { "x" => a } }
print h.to_yaml
b = { "k" => "v" }
print [b, a, a, b].to_yaml
print (1..5).to_yaml
print (1...5).to_yaml
print /ab+c/i.to_yaml
print String.to_yaml, Comparable.to_yaml
Point = Struct.new(:x, :y)
print Point.new(1, "two").to_yaml
class Thing
  def initialize
    @name = "box"
    @tags = ["a"]
    @nested = { size: 3 }
  end
end
print Thing.new.to_yaml
print YAML.dump_stream(1, [2], "three")
print YAML.safe_dump("a" => [1, "b", nil, true, 1.5])
[[{ a: 1 }, {}], [{ a: 1 }, { permitted_classes: [Symbol] }],
 [{ a: 1 }, { permitted_symbols: [:a] }], [[a, a], {}], [Point.new(1, 2), {}],
 [{ a: 1 }, { permitted_classes: [Symbol], permitted_symbols: [:a] }],
 [[a, a], { aliases: true }], [Point.new(1, 2), { permitted_classes: [Point] }]].each do |value, options|
  begin
    print YAML.safe_dump(value, **options)
  rescue Psych::Exception => e
    p [e.class, e.message]
  end
end
p YAML.load(YAML.dump({ "x" => [1, "two", :three, nil, 2.5, "true", ""] }))
