rows = [
  ["nginx", 1.5, 12, true],
  ["postgresql", 230.25, 3, false],
  ["redis", 0.125, 1024, nil],
]
rows.each do |name, cpu, conns, ok|
  puts format("%-12s|%8.2f|%6d|%-5s|%s", name, cpu, conns, ok, ok.inspect)
end
puts format("%-12s|%8s|%6s", "total", "%.1f" % rows.sum { |r| r[1] }, rows.sum { |r| r[2] })
puts format("%3d%%", 7)
puts format("%x-%o-%b-%e", 4095, 4095, 5, 4095.0)
puts format("%08.3f", 3.14159)
puts format("%+05d", 42)
puts format("%-+5d|", 42)
puts format("%5s|%-5s|", nil, nil)
puts format("%s", 1.0e20)
puts format("%s", 1e-5)
puts format("%d", 2**70)
puts format("%,d", 1) rescue puts "no comma flag"
