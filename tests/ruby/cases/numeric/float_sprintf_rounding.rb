values = [2.675, 1.005, 0.125, 0.375, 2.5, 3.5, 0.35, 1.45, 8.345, 1234.5678]
values.each do |v|
  puts [v, "%.2f" % v, "%.1f" % v, "%.0f" % v, v.round(2), v.round(1)].join(" | ")
end
puts "%.3f" % 1.0005
puts "%.15f" % 0.1
puts "%.17g" % 0.1
puts "%.20f" % 0.5
puts "%f" % 1e20
puts "%.2f" % -0.001
puts "%.1f" % -0.05
puts "%5.1f|" % 99.95
