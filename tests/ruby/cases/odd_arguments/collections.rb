# Odd arguments found by bench/sweep_builtins.py: MRI answers each with a Ruby error
def show(label)
  p [label, yield]
rescue Exception => e
  p [label, e.class, e.message]
end
h = {a: 1, "b" => 2}
[-1, nil, "", {x: 1}, []].each { |a| show("transform_keys(#{a.inspect[0,10]})") { h.transform_keys(a) } }
show("transform_keys map") { h.transform_keys({a: :z}) }
show("transform_keys map block") { h.transform_keys({a: :z}) { |k| k.to_s } }
show("transform_keys!()") { h.dup.transform_keys! }
show("transform_keys!(-1)") { h.dup.transform_keys!(-1) }
show("transform_keys!(map)") { h.dup.transform_keys!({a: :b, "b" => :a}) }
[Float::NAN, Float::INFINITY, "", :sym, [], nil, -1, 2**64, 1.5].each { |a| show("last(#{a.inspect})") { (1..3).last(a) } }
show("Regexp.new nil") { Regexp.new(nil) }
show("Regexp.new nil3") { Regexp.new(nil, nil, nil) }
show("Regexp.new a nil nil") { Regexp.new("a", nil, nil) }
show("with_index('')") { [1, 2].each.with_index("") { |*a| a.first } }
show("each_with_index('')") { [1, 2].each.each_with_index("") { |*a| a.first } }
show("with_index(nil)") { [1, 2].each.with_index(nil) { |*a| a } }
show("with_index(2**64)") { [1, 2].each.with_index(2**64) { |*a| a } }
show("with_index(1.7)") { [1, 2].each.with_index(1.7) { |*a| a } }
[nil, -1, {}, "", {x: 1}].each { |a| show("count_objects(#{a.inspect})") { ObjectSpace.count_objects(a).class } }
a = [1, 2, 3]
[nil, -1, 0, 2, 4, 2**64, -(2**64), Float::NAN, -0.0, 1.9, ""].each do |n|
  %i[combination permutation repeated_combination repeated_permutation].each do |m|
    show("#{m}(#{n.inspect})") { a.send(m, n).to_a }
    show("#{m}(#{n.inspect}) block") { r = []; a.send(m, n) { |x| r << x }; r }
  end
end
show("permutation()") { a.permutation.to_a.size }
show("permutation(2).size") { a.permutation(2).size }
show("combination(2).size") { a.combination(2).size }
[nil, :nfc, :nfd, :nfkc, :nfkd, "nfc", -1, :bogus, "NFC"].each do |f|
  show("unicode_normalize(#{f.inspect})") { "é".unicode_normalize(*[f].compact).bytes }
  show("unicode_normalized?(#{f.inspect})") { "é".unicode_normalized?(*[f].compact) }
end
[nil, -1, 0, 1, 2**64, Float::NAN, 1.5, "", -(2**64)].each do |s|
  show("backtrace(#{s.inspect})") { Thread.current.backtrace(s).class }
  show("backtrace(0, #{s.inspect})") { Thread.current.backtrace(0, s).class }
  show("backtrace_locations(#{s.inspect})") { Thread.current.backtrace_locations(s).class }
end
show("backtrace(0..1)") { Thread.current.backtrace(0..1).class }
require "set"
me = File.basename(__FILE__)
size = File.size(me)
[[-1], [2, -1], [""], [nil, 2], [1.5, 2.5], [2, 2**64], [0], [3, size + 100], [Float::NAN]].each do |args|
  show("File.read#{args.inspect}") { r = File.read(me, *args); r && r.size }
  show("File.binread#{args.inspect}") { r = File.binread(me, *args); r && r.size }
end
[5, nil, Object.new].each { |o| show("Set#initialize_copy(#{o.class})") { Set[1].send(:initialize_copy, o) } }
show("Set#dup") { Set[1, 2].dup }
[5, nil].each { |m| show("import_methods(#{m.inspect})") { Module.new { refine(String) { import_methods m } } } }
show("Location.new") { Thread::Backtrace::Location.new }
[nil, 0, -1, 2**64, Float::NAN, 2.5].each do |n|
  show("SizedQueue.new(#{n.inspect})") { Thread::SizedQueue.new(n).max }
end
show("unicode_normalize!") { s = +"e\u0301"; [s.unicode_normalize!.equal?(s), s.bytes] }
