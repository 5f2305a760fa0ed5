require 'digest'

S = Struct.new(:a, :b)
class Pt
  def initialize(x)
    @x = x
    @y = [x]
  end
end
class Tagged < Array; end
class Named < Hash; end
class Label < String; end

s = "shared"
values = [
  nil, true, false, 0, 1, -1, 122, 123, -123, -124, 255, 256, 65535, 65536, 2**30 - 1, 2**30,
  -2**30, -2**30 - 1, 2**62, 2**64, -(2**70), 1.0, 1.5, -0.0, 0.0, 0.1, 1e100, 1e-5, 0.001,
  0.0001, 123456789.125, 1e15, 1e16, Float::INFINITY, -Float::INFINITY, Float::NAN, 1.0 / 3,
  "", "abc", "é", Digest::MD5.digest("x")[0, 4], :sym, :"é", [1, [2]],
  { a: 1, "b" => [nil] }, Hash.new(5).merge(1 => 2), [1.5, 1.5], [:a, :a, :b, :a], [s, s, [s]],
  1..3, (1...), ("a".."c"), S.new(1, "z"), Pt.new(3), String, Kernel, Comparable, /ab+c/ix, /é/,
  Tagged[1, 2], Named["k" => 1], Label.new("lbl"), [:x, "x", :x, "x"], { [1] => { 2 => 3 } },
  RuntimeError.new("boom"), ArgumentError.new, Time.at(0).utc, Time.utc(2021, 12, 31, 23, 59, 58, 123456),
]
values.each do |v|
  puts "#{v.class} #{v.is_a?(Pt) ? '' : v.inspect}: #{Marshal.dump(v).unpack1('H*')}"
end
