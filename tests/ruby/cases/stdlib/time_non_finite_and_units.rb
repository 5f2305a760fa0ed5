# Time.at / Time#+ / Time#- / Time.utc's usec with NaN or an infinity, and Time.at's units
# (bench/fuzz.py seed 16, case 216: a Python ValueError)
t = Time.at(0)
[Float::NAN, Float::INFINITY, -Float::INFINITY].each do |x|
  [-> { t + x }, -> { t - x }, -> { Time.at(0, x) }, -> { Time.at(0, x, :millisecond) }, -> { Time.at(x) },
   -> { Time.at(0, 1, x) }, -> { Time.at(0, x, :nsec) }, -> { Time.utc(2000, 1, 1, 0, 0, 0, x) }].each do |l|
    p l.().utc
  rescue => e
    p [e.class, e.message]
  end
end
[:foo, "usec", :usec, :millisecond, :nanosecond, :microsecond, :nsec].each do |u|
  p Time.at(0, 1, u).utc.nsec
rescue => e
  p [e.class, e.message]
end
p Time.at(1.5).utc.nsec, Time.at(0, 2.5).utc.nsec
