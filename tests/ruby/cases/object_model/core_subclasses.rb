# Subclasses of String, Array, Hash and Range keep their class where MRI 3.1 keeps it
# (new, [], dup, clone, merge…) and give the base class back from methods that make new
# values (upcase, map, select, to_a, to_h, to_s…).
class MyStr < String
  def shout = upcase + "!"
end
s = MyStr.new("abc")
p s.class, s, s.shout, s.shout.class, s.is_a?(String), MyStr === s
p (s + "x").class, s.upcase.class, s.dup.class, s.clone.class, s[0].class, s.to_s.class, s.to_str.class
p s * 2, (s * 2).class, s.reverse.class, s.strip.class, s.center(5).class
p String.new(s).class
p s == "abc", "abc" == s, s.eql?("abc"), {s => 1}["abc"]
class MyArr < Array
  def second = self[1]
end
a = MyArr.new([1, 2, 3])
p a.class, a.second, a, a.is_a?(Array)
p a.map { _1 }.class, a.select(&:odd?).class, a.dup.class, a[0..1].class, (a + [4]).class, a.to_a.class, a.reverse.class, a.flatten.class, a.compact.class, a.uniq.class, a.sort.class
b = MyArr[4, 5]
p b.class, b
c = MyArr.new(2) { |i| i * 10 }
p c, c.class
class MyHash < Hash
  def get(k) = fetch(k, :none)
end
h = MyHash.new
h[:a] = 1
p h.class, h, h.get(:a), h.get(:b), h.is_a?(Hash)
p h.select { true }.class, h.merge({b: 2}).class, h.dup.class, h.to_h.class, h.reject { false }.class, h.transform_values { _1 }.class, h.invert.class
d = MyHash.new(0)
p d[:x], d.class
e = MyHash[a: 1]
p e.class, e
class Name < String
  def initialize(first, last)
    super("#{first} #{last}")
    @first = first
  end
  attr_reader :first
end
n = Name.new("Ada", "Lovelace")
p n, n.first, n.length, n.class, n.upcase
p [MyArr.new([1]), MyStr.new("q")].map(&:class)
p MyStr.new("b") <=> "a", MyStr.new.empty?
p "#{s}", s.frozen?, s.inspect

class MyHash2 < Hash; end
h = MyHash2[a: 1, b: nil]
%i[merge compact dup clone to_h select filter reject sort_by min_by invert transform_values transform_keys filter_map slice except compare_by_identity to_hash].each do |m|
  r = case m
      when :merge then h.merge({})
      when :slice then h.slice(:a)
      when :except then h.except(:a)
      when :sort_by, :min_by, :filter_map then h.send(m) { 1 }
      when :transform_values, :transform_keys, :select, :filter, :reject then h.send(m) { true }
      else h.send(m)
      end
  puts "#{m}: #{r.class}"
end
class MyArr2 < Array; end
a = MyArr2[3, 1, 2]
%i[dup clone to_a to_ary flatten compact uniq sort reverse rotate shuffle sample first take drop slice * + - & | product zip map select reject partition each_slice group_by sum min].each do |m|
  r = case m
      when :*, :take, :drop, :first then a.send(m, 2)
      when :+, :-, :&, :| then a.send(m, [1])
      when :slice then a.slice(0, 2)
      when :product, :zip then a.send(m, [1])
      when :map, :select, :reject, :partition, :group_by then a.send(m) { true }
      when :each_slice then a.each_slice(1).to_a
      when :sum then [1].sum
      when :min then a.min
      when :sample then a.sample(1)
      else a.send(m)
      end
  puts "#{m}: #{r.class}"
end
class MyStr2 < String; end
s = MyStr2.new("aBc ")
%i[dup clone to_s to_str upcase downcase capitalize swapcase strip lstrip chomp chop succ next reverse center ljust * + % [] slice tr delete squeeze sub gsub freeze -@ +@ encode b scrub unicode_normalize each_char split lines chars byteslice].each do |m|
  r = case m
      when :center, :ljust then s.send(m, 6)
      when :* then s * 2
      when :+ then s + "x"
      when :% then MyStr2.new("%s") % 1
      when :[], :slice then s[0, 2]
      when :byteslice then s.byteslice(0, 2)
      when :tr then s.tr("a", "b")
      when :delete, :squeeze then s.send(m, "a")
      when :sub, :gsub then s.send(m, "a", "b")
      when :each_char then s.each_char.first
      when :split, :lines, :chars then s.send(m).first
      else s.send(m)
      end
  puts "#{m}: #{r.class}"
end

class R < Range; end
r = R.new(1, 3)
p r.class, r.to_a, r.include?(2)
class MyStr3 < String
  def initialize(s = "def") = super(s.upcase)
end
p MyStr3.new, MyStr3.new("x"), MyStr3.new.class
m = MyStr3.new("k")
m << "z"
p m, m.class, m.frozen?, m.length
p MyStr3.new("b").between?("a", "c"), [MyStr3.new("b"), "a"].sort, [MyStr3.new("b"), "a"].sort.map(&:class)
p "x#{m}y".class, m.to_sym, m.hash == "KZ".hash, m.eql?("KZ"), "KZ".eql?(m), m.equal?(m.dup)
h = {}
h[m] = 1
p h, h.keys.first.class, h["KZ"]
class L < Array
  def initialize(*xs) = super(xs.map { _1 * 2 })
end
p L.new(1, 2), L.new(1, 2).class, L[1, 2]
p L.new(1).push(5), L.new(1).push(5).class
p L.new(3) == [6], [6] == L.new(3)
case L.new(1)
in [2] then p :pattern_on_subclass
end
x = L.new(1, 2)
a, b = *x
p a, b
p x.frozen?, x.dup.frozen?, x.freeze.frozen?

class R2 < Range
  def initialize(a, b) = super(a, b, true)
  def mid = (first + last) / 2
end
r = R2.new(1, 5)
p r, r.class, r.to_a, r.mid, r.exclude_end?, r.frozen?, r.dup.class, r == (1...5), (1...5) == r
begin; r.send(:initialize, 1, 2); rescue => e; p e.class; end
p R2.new(1, 3).each_slice(2).to_a, r.step(2).to_a, r.sum, r.size
