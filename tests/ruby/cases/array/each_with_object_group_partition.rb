packages = [
  { name: "nginx", group: :web, size: 3 },
  { name: "redis", group: :cache, size: 2 },
  { name: "apache", group: :web, size: 7 },
  { name: "memcached", group: :cache, size: 1 },
  { name: "postgres", group: :db, size: 12 },
]
by_group = packages.group_by { |p| p[:group] }
p by_group.keys
p by_group.transform_values { |list| list.map { |x| x[:name] } }
big, small = packages.partition { |p| p[:size] > 2 }
p big.map { |x| x[:name] }
p small.map { |x| x[:name] }
sizes = packages.each_with_object({}) { |p, h| h[p[:name]] = p[:size] }
p sizes
p packages.sum { |x| x[:size] }
p packages.min_by { |x| x[:size] }[:name]
p packages.max_by { |x| x[:size] }[:name]
p packages.sort_by { |x| [x[:group].to_s, -x[:size]] }.map { |x| x[:name] }
p packages.count { |x| x[:group] == :web }
p packages.map { |x| x[:group] }.tally
p packages.chunk_while { |a, b| a[:group] == b[:group] }.map(&:size)
