users = [
  { name: "alice", shell: "/bin/bash", groups: %w[sudo docker] },
  { name: "bob", shell: "/bin/zsh", groups: %w[docker] },
  { name: "carol", shell: "/bin/bash", groups: [] },
]
by_shell = users.each_with_object(Hash.new { |h, k| h[k] = [] }) { |u, h| h[u[:shell]] << u[:name] }
p by_shell
members = users.each_with_object({}) do |u, h|
  u[:groups].each { |g| (h[g] ||= []) << u[:name] }
end
p members
p members.transform_values(&:size).sort_by { |g, n| [-n, g] }
lookup = users.to_h { |u| [u[:name], u] }
p lookup["bob"][:shell]
p lookup.keys
p users.sum { |u| u[:groups].size }
