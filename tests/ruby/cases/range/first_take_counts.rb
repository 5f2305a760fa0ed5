# first/take/drop (Enumerable, Range, Array, Set) read their count as MRI's NUM2LONG does,
# before iterating: a NaN count on an endless cycle is RangeError at once (it once spun
# for ever), a Float truncates. catch without a block is LocalJumpError.
class Tri
  include Enumerable
  def each
    yield 1
    yield 2
    yield 3
  end
end
[2.5, 0, 0.9, Float::NAN, 2**64, -1, nil, "2"].each do |n|
  [[:first, Tri.new.cycle], [:take, Tri.new.cycle], [:first, 1..Float::INFINITY],
   [:first, (1..3)], [:drop, Tri.new], [:first, [1, 2, 3]]].each do |meth, recv|
    begin
      p [meth, n, recv.public_send(meth, n)]
    rescue ArgumentError, RangeError, TypeError => e
      puts "#{meth} #{n.inspect}: #{e.class}: #{e.message}"
    end
  end
end
p (1..3).first, (1..Float::INFINITY).first, Tri.new.first

require "set"
[1e308, nil, 1.5, -1].each do |n|
  p Set[1, 2].first(n)
rescue ArgumentError, RangeError, TypeError => e
  puts "Set#first #{n.inspect}: #{e.class}: #{e.message}"
end
p((catch rescue $!), (catch(:a) rescue $!))

lazy = (1..Float::INFINITY).lazy
[Float::NAN, 10**30, -1, 2.5, nil].each do |n|
  %i[first take drop].each do |meth|
    r = lazy.public_send(meth, n)
    p [meth, n, r.is_a?(Array) ? r : r.first(2)]
  rescue ArgumentError, RangeError, TypeError => e
    puts "lazy #{meth} #{n.inspect}: #{e.class}: #{e.message}"
  end
end
p lazy.first, lazy.map { _1 * 2 }.first(3)
