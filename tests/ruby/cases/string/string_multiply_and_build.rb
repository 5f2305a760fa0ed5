width = 30
title = "Report"
puts "=" * width
puts title.center(width)
puts "-" * width
rows = [["nginx", 3], ["postgresql", 12], ["redis", 1]]
rows.each do |name, count|
  puts name.ljust(20, ".") + count.to_s.rjust(10)
end
puts "=" * width
line = +""
line << "a" << "b"
line += "c"
line.concat("d")
puts line
parts = []
parts.push("x").push("y")
puts parts.join("/")
puts [1, 2, 3].join
puts [1, [2, [3]]].join(",")
puts [nil, "a", nil].join("-")
puts ["a", :b, 1, 2.0].join(" ")
