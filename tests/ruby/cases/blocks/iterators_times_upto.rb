3.times { |i| print i, " " }
puts
1.upto(4) { |i| print i }
puts
4.downto(1) { |i| print i }
puts
1.step(10, 3) { |i| print i, "," }
puts
10.step(1, -4) { |i| print i, ";" }
puts
1.0.step(2.0, 0.5) { |f| print f, " " }
puts
puts 3.times.to_a.inspect
puts 1.upto(3).map { |x| x * x }.inspect
puts 5.times.select(&:odd?).inspect
r = 3.times { }
puts r
puts 0.times.to_a.inspect
