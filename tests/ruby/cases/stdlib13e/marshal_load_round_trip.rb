require 'stringio'

S = Struct.new(:a, :b)
K = Struct.new(:x, keyword_init: true)
class Pt
  attr_reader :x, :y
  def initialize(x)
    @x = x
    @y = [x]
  end
end
class U
  attr_reader :a
  def initialize
    @a = 1
  end
  def marshal_dump
    [@a]
  end
  def marshal_load(data)
    @a = data[0] * 10
  end
end
class V
  attr_reader :s
  def initialize(s)
    @s = s
  end
  def _dump(_level)
    @s
  end
  def self._load(s)
    new(s + "!")
  end
end
class Tagged < Array; end

shared = "shared"
value = {
  "nil" => nil, "bools" => [true, false], "ints" => [0, -1, 123, -124, 2**30, -2**30 - 1, 2**64, -(2**70)],
  "floats" => [1.0, -0.0, 0.1, 1e100, 1e-5, Float::INFINITY], "str" => "é and ascii", sym: :"é",
  "nested" => [[1, [2, { x: [3] }]]], "links" => [shared, shared, [shared]], "range" => (1...5),
  "struct" => S.new(1, "z"), "kw" => K.new(x: 2), "class" => String, "module" => Comparable,
  "re" => /ab+c/ix, "time" => Time.utc(2021, 12, 31, 23, 59, 58, 123456), "sub" => Tagged.new([1]),
}
copy = Marshal.load(Marshal.dump(value))
p copy == value.reject { |k, _| k == "floats" }.merge("floats" => copy["floats"])
copy.each { |k, v| puts "#{k.inspect} => #{v.inspect}" }
p copy["links"][0].equal?(copy["links"][1]), copy["links"][2][0].equal?(copy["links"][0])
p copy["floats"][1].to_s, copy["time"].utc?, copy["time"].usec, copy["sub"].class
pt = Marshal.load(Marshal.dump(Pt.new(7)))
p pt.class, pt.x, pt.y
p Marshal.load(Marshal.dump(U.new)).a, Marshal.load(Marshal.dump(V.new("q"))).s
e = Marshal.load(Marshal.dump(RuntimeError.new("boom")))
p e.class, e.message, e.backtrace
h = Marshal.load(Marshal.dump(Hash.new(5).merge(1 => 2)))
p h, h[:missing], h.default
p Marshal.load(Marshal.dump("x"), freeze: true).frozen?, Marshal.load(Marshal.dump(["x"]), freeze: true).all?(&:frozen?)
p Marshal.load(Marshal.dump(["a", :b, 1, [2]]), proc { |o| o.is_a?(Integer) ? o * 2 : o })
seen = []
Marshal.load(Marshal.dump([1, [2]]), ->(o) { seen << o; o })
p seen
io = StringIO.new
p Marshal.dump({ a: 1 }, io).equal?(io)
io.rewind
p Marshal.load(io), Marshal.restore(Marshal.dump(:r))
p Marshal::MAJOR_VERSION, Marshal::MINOR_VERSION, Marshal.dump("é").encoding
local = Time.at(86_400 * 365)
back = Marshal.load(Marshal.dump(local))
p back == local, back.utc?, back.utc_offset
fixed = Time.new(2020, 1, 2, 3, 4, 5, "+09:00")
p Marshal.load(Marshal.dump(fixed)).utc_offset, Marshal.load(Marshal.dump(fixed)) == fixed

def t
  yield
  puts "no error"
rescue StandardError => e
  puts "#{e.class}: #{e.message.sub(/0x\h+/, 'X')}"
end
t { Marshal.dump(proc {}) }
t { Marshal.dump(Class.new) }
t { Marshal.dump(Hash.new { 1 }) }
t { Marshal.dump(STDOUT) }
t { Marshal.dump(Object.new.tap { |o| def o.x; end }) }
t { Marshal.dump([[[1]]], 2) }
t { Marshal.dump([[[1]]], 3) }
t { Marshal.load("") }
t { Marshal.load("\x04\x08") }
t { Marshal.load("\x03\x01x") }
t { Marshal.load("\x04\x08o:\x09Nope\x00") }
t { Marshal.load("\x04\x08c\x0bKernel") }
t { Marshal.load("\x04\x08m\x0bString") }
t { Marshal.load("\x04\x08\x01") }
t { Marshal.load("\x04\x08[\x07i\x06") }
