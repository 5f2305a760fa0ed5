services = { "nginx" => :running, "redis" => :stopped, "cron" => :running }
p services.any? { |_, s| s == :stopped }
p services.all? { |_, s| s == :running }
p services.none? { |n, _| n.empty? }
p services.count { |_, s| s == :running }
p services.find { |_, s| s == :stopped }&.first
p services.select { |_, s| s == :running }.keys
p services.reject { |_, s| s == :running }.keys
p services.min_by { |n, _| n.size }
p services.sort.map(&:first)
p services.each_slice(2).map(&:to_h)
p services.filter_map { |n, s| n.upcase if s == :running }
p services.sum { |n, _| n.size }
p services.to_a.last.last
p services.group_by(&:last).transform_values { |v| v.map(&:first) }
