records = [["alice", 31, "admin"], ["bob", 25, "dev"], ["carol", 41, "ops"]]
header = %w[name age role]
widths = header.each_index.map { |i| ([header[i]] + records.map { |r| r[i].to_s }).map(&:size).max }
p widths
fmt = widths.map { |w| "%-#{w}s" }.join(" | ")
puts format(fmt, *header)
puts widths.map { |w| "-" * w }.join("-+-")
records.sort_by { |r| -r[1] }.each { |r| puts format(fmt, *r) }
p records.map(&:first).map(&:capitalize)
p records.to_h { |n, a, _| [n.to_sym, a] }
p records.sum { |r| r[1] }
p records.transpose.last
