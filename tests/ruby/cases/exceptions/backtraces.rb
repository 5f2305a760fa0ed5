# caller, caller_locations and backtraces: frames of methods, blocks, class bodies and
# builtins (shown at their caller's line, as MRI shows C methods).
def a = raise("boom")
def b = a
begin
  b
rescue => e
  p e.backtrace
  puts e.full_message(highlight: false)
  puts e.full_message(highlight: false, order: :bottom)
  p e.backtrace_locations.map { |l| [l.path, l.lineno, l.label, l.base_label] }
  p $@ == e.backtrace
end

p caller(0)
p caller
def c = caller
p c
def d = caller_locations(0).map(&:to_s)
p d
def depth(n) = n.zero? ? caller(0).size : depth(n - 1)
p depth(3) - depth(0)
[1].each { |x| p caller(0) }
[1].each_with_index { |x, i| [2].map { p caller(0, 2) } }
class Foo
  p caller(0)
  def self.m = [1].map { [2].map { caller(0) } }
  class << self
    p caller(0).first
  end
end
p Foo.m
module Mod
  p caller(0).first
end
p caller(1, 1), caller(0..0), caller(100)
l = caller_locations(0, 1)[0]
p l, l.to_s, l.lineno, l.label
class Foo
  define_method(:dm) { caller_locations(0)[0].then { |l| [l.label, l.base_label] } }
end
p Foo.new.dm
pr = proc { caller(0).first }
p pr.call
lam = -> { caller(0).first }
p lam.()

# errors raised by builtins have the builtin's frame
begin; [1].fetch(5); rescue => e; p e.backtrace; end
begin; nil.foo; rescue => e; p e.backtrace; end
def ar(x) = x
begin; ar; rescue => e; p e.backtrace; end
begin; Integer("zz"); rescue => e; p e.backtrace; end
begin; 1 / 0; rescue => e; p e.backtrace; end
begin; {a: 1}.fetch(:b); rescue KeyError => e; p e.backtrace; end
def nested
  [3, 4].map do |v|
    {k: v}.each_pair { |k, x| raise KeyError, "x#{x}" if x == 4 }
  end
end
begin; nested; rescue => e; puts e.full_message(highlight: false); end

# a backtrace is made where it is raised, set by hand, or kept when re-raised
e = RuntimeError.new("x")
p e.backtrace, e.backtrace_locations
begin; raise ArgumentError, "m", ["x:1", "y:2"]; rescue => e; p e.backtrace, e.backtrace_locations; end
def reraise; yield; rescue => e; raise e; end
begin; reraise { raise "inner" }; rescue => e; p e.backtrace; end
begin
  begin
    raise "first"
  rescue => e
    e.set_backtrace(["here:1"])
    raise
  end
rescue => e2
  p e2.backtrace
end
err = (raise "z" rescue $!)
p err.backtrace
