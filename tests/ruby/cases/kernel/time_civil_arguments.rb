# Time.utc/gm and Time.local parts as MRI's time_arg reads and checks them (a NaN or -0.0
# month once reached Python's calendar); a day past the month's end, 24:00 and a leap second
# roll over.
[[2020, -0.0, 2], [2020, 0], [2020, 13], [2020, 1, 0], [2020, 1, 32], [2020, 2, 30], [2020, 2, 31], [2020, 4, 31], [2020, 1, 1, 24], [2020, 1, 1, 24, 0, 0], [2020, 1, 1, 24, 1], [2020, 1, 1, 25], [2020, 1, 1, -1],
 [2020, 1, 1, 0, 60], [2020, 1, 1, 0, 0, 60], [2020, 1, 1, 0, 0, 61], [2020, 1, 1, 0, 0, -1], [2020, 1, 1, 0, 0, 59.5],
 [2020, "feb"], [2020, "Feb", 3], [2020, "13"], [2020, "x"], [2020, "2"], [2020, 1.9], [2020, 1, 1.9], [2020, Float::NAN], [Float::NAN], [2020, 1, Float::NAN], [2020, 1, 1, 0, 0, Float::NAN], [2020, 1, 1, 0, 0, Float::INFINITY],
 [2020, 1, 1, 0, 0, "30"], [2020, 1, 1, 0, 0, "x"], [2020, nil, nil], ["2020"], [2020, 2**64], [2020, 1, "5"], [2020, :jan], [2020, 1, 1, 0, 0, 1e300]].each do |args|
  begin
    t = Time.utc(*args)
    puts "#{args.inspect} => #{t.inspect}"
  rescue => e
    puts "#{args.inspect} => #{e.class}: #{e.message}"
  end
end
p Time.local(2020, "mar", 4, 5, 6, 7).month, (Time.local(2020, 13) rescue $!)
