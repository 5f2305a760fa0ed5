p [1, 2, 3].join
p [1, 2, 3].join("-")
p [1, [2, 3], [[4]]].join(",")
p ["a", nil, "b"].join("/")
p [].join(",")
p [:a, 1.5].join(" ")
p %w[etc nginx sites].join("/").prepend("/")
p ["line1", "line2"].join("\n")
puts ["line1", "line2"].join("\n")
p [1, 2].to_s
p [1, 2].inspect
p ["x"].to_s
p [1, 2].map(&:to_s).join(", ")
lines = %w[b a c].sort.map { |l| "- #{l}" }
puts lines.join("\n")
p [[1, 2], [3, 4]].map { |a| a.join(":") }.join(";")
