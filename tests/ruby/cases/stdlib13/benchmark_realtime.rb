require 'benchmark'
r = Benchmark.realtime { [3, 1, 2].sort }
p r.class, r >= 0, r < 5
