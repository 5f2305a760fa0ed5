m = Mash.new(a: 1, 'b' => { c: [{ d: 2 }] })
p m, m[:a], m['a'], m[:b][:c].first[:d], m[:b].class, m[:b][:c].first.class
p m.key?(:a), m.key?('a'), m.include?(:b), m.member?(:zz), m.fetch(:a), m.fetch(:zz, 0)
p m.values_at(:a, 'b', :none), m.dig(:b, :c, 0, :d)
m2 = m.merge(e: 5)
p m2.class, m2.keys, m.keys
m.update(f: 6)
p m[:f], m.delete(:f), m.key?(:f)
p m.to_hash.class, m.to_hash.keys, Mash.from_hash({ x: 1 }).keys
p m.except(:a).keys, m.symbolize_keys.keys
d = m.dup
d[:b][:new] = 1
p m[:b].key?(:new), d.class
p Mash.new.is_a?(Hash), Chef::Mash == Mash, Mash.new(3)[:missing]
begin
  m.fetch(:nope)
rescue KeyError => e
  puts e.message
end
