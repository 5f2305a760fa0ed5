t = Process.times
p t.class, t.members, t.utime.is_a?(Float)
