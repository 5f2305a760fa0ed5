def try
  yield
  puts "ok"
rescue FrozenError => e
  puts "FrozenError: #{e.message}"
rescue => e
  puts "#{e.class}: #{e.message}"
end

try { "lit".freeze.concat("x") }
try { [1].freeze.push(2) }
try { { a: 1 }.freeze[:b] = 1 }
try { :sym.to_s << "x" }
try { 1.to_s << "x" }
try { "abc".freeze.dup << "x" }
Pt = Struct.new(:a)
try { Pt.new(1).freeze.a = 2 }
class Box
  attr_accessor :v

  def inspect
    "#<Box v=#{v.inspect}>"
  end
end
b = Box.new.freeze
try { b.v = 1 }
try { b.instance_variable_set(:@v, 1) }
try { "x".freeze.upcase! }
try { "x".freeze.upcase }
try { [3, 1].freeze.sort! }
try { [3, 1].freeze.sort }
