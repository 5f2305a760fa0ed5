require 'benchmark'
t = Benchmark.measure("lbl") { 1000.times { |i| i * i } }
p t.class, t.label, t.real.class, t.real >= 0, t.utime.class, t.total == t.utime + t.stime + t.cutime + t.cstime
p Benchmark.realtime { 1 + 1 }.class
s = Benchmark::Tms.new(1.5, 0.25, 0.0, 0.0, 2.0, "x")
p s.to_a, s.to_h, s.total
puts s.format("%n: %u %y %t %r")
puts s.to_s
puts (s + s).format("%.2u|%.2y|%.2r"), (s * 2).real, (s / 2).utime, (s - s).total
print Benchmark::CAPTION, Benchmark::FORMAT
require 'stringio'
$stdout = StringIO.new
out = Benchmark.bm(7) do |x|
  x.report("first:") { 10.times { } }.class
  x.report("second:") { 20.times { } }
end
captured = $stdout.string
$stdout = STDOUT
puts captured.gsub(/\d/, "9")
p out.size, out.map(&:label), out.first.class
