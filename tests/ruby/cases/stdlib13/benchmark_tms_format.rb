require 'benchmark'
t = Benchmark::Tms.new(1.0, 2.0, 0.5, 0.25, 4.0, "job")
puts t.format("%n %u %y %U %Y %t %r")
puts t.format("%10.3u|%-8n|")
p t.total, (t + t).real, (t * 3).utime, (t / 4).stime, (t - t).to_a
