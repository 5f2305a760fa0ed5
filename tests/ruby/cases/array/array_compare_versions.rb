versions = %w[1.10.0 1.2.0 1.9.3 2.0 1.10 0.9.12]
parsed = versions.map { |v| v.split(".").map(&:to_i) }
p parsed
p parsed.sort
p versions.sort_by { |v| v.split(".").map(&:to_i) }
p versions.max_by { |v| v.split(".").map(&:to_i) }
p [1, 10] <=> [1, 9, 3]
p [1, 10] <=> [1, 10, 0]
p [2] <=> [1, 99]
p ([1, 2] <=> [1, 2])
cmp = ->(a, b) { a.split(".").map(&:to_i) <=> b.split(".").map(&:to_i) }
p cmp.call("1.2.10", "1.2.9")
p versions.sort(&cmp).first
p versions.select { |v| (v.split(".").map(&:to_i) <=> [1, 5]) >= 0 }
