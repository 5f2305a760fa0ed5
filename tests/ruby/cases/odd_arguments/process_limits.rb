# Process limits and groups with odd arguments, found by bench/sweep_builtins.py (MRI 3.1 goldens; no call changes the process)
def show(label)
  p [label, yield]
rescue Exception => e
  p [label, e.class, e.message]
end
[-1, 99, :bogus, nil, "CPU"].each { |r| show("getrlimit(#{r.inspect})") { Process.getrlimit(r).size } }
[nil, 5, [nil], "x"].each { |g| show("groups=#{g.inspect}") { Process.groups = g } }
