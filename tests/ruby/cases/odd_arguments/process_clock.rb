# Process.clock_gettime and Integer#digits with odd arguments, found by bench/sweep_builtins.py (MRI 3.1 goldens)
def show(label)
  p [label, yield]
rescue Exception => e
  p [label, e.class, e.message]
end
[nil, Float::NAN, -0.0, "", :sym, 99, :GETTIMEOFDAY_BASED_CLOCK_REALTIME, Process::CLOCK_MONOTONIC].each { |c| show("clock_gettime(#{c.inspect})") { Process.clock_gettime(c).class } }
[:bogus, nil, :nanosecond, :float_millisecond, "second"].each { |u| show("unit #{u.inspect}") { Process.clock_gettime(Process::CLOCK_MONOTONIC, u).class } }
show("digits") { (10**100000).digits.size }
