require 'benchmark'
t = Benchmark.measure { 100.times { } }
p t.class, t.to_a.size, t.label, [t.utime, t.stime, t.real].all? { |x| x.is_a?(Float) && x >= 0 }
