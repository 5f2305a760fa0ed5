# String building with interpolation.
out = +""
50_000.times do |i|
  out << "line #{i}: #{i * 3} items\n"
end
puts out.length
parts = []
20_000.times { |i| parts << "p#{i}" }
puts parts.join(",").size
