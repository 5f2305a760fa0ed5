events = [
  { host: "web1", level: "error" },
  { host: "web2", level: "info" },
  { host: "web1", level: "info" },
  { host: "db1", level: "error" },
  { host: "web1", level: "error" },
]
by_host = events.group_by { |e| e[:host] }
p by_host.transform_values(&:size)
p events.map { |e| e[:level] }.tally
p events.group_by { |e| e[:level] }.map { |lvl, es| [lvl, es.map { |e| e[:host] }.uniq] }.to_h
p by_host.max_by { |_, es| es.size }.first
p by_host.sort_by { |h, es| [-es.size, h] }.map(&:first)
p events.each_with_object(Hash.new { |h, k| h[k] = Hash.new(0) }) { |e, acc| acc[e[:host]][e[:level]] += 1 }
p events.count { |e| e[:level] == "error" }
p events.map { |e| e[:host] }.uniq.sort
p events.sum { |e| e[:level] == "error" ? 1 : 0 }
p by_host.keys.zip(by_host.values.map(&:size)).sort
