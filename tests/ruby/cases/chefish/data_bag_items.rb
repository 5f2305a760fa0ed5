require "json"
items = [
  '{"id": "alice", "ssh_keys": ["key-a1", "key-a2"], "groups": ["ops"]}',
  '{"id": "bob", "ssh_keys": [], "groups": ["dev", "ops"], "disabled": true}',
  '{"id": "carol", "ssh_keys": ["key-c"], "groups": ["dev"]}',
].map { |j| JSON.parse(j) }
enabled = items.reject { |i| i["disabled"] }
enabled.each do |u|
  keys = u["ssh_keys"]
  puts "#{u['id']}: #{keys.size} key#{'s' unless keys.size == 1}"
end
by_group = items.flat_map { |i| i["groups"].map { |g| [g, i["id"]] } }.group_by(&:first).transform_values { |v| v.map(&:last) }
p by_group
authorized = enabled.flat_map { |u| u["ssh_keys"].map { |k| "#{k} #{u['id']}" } }.join("\n")
puts authorized
puts JSON.pretty_generate(enabled.first)
