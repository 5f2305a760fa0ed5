node = {
  "platform" => "ubuntu",
  "platform_version" => "22.04",
  "nginx" => {
    "version" => "1.24.0",
    "listen_ports" => [80, 443],
    "sites" => {
      "app" => { "server_name" => "app.example.com", "root" => "/srv/app/public" },
      "api" => { "server_name" => "api.example.com", "root" => "/srv/api/public", "enabled" => false },
    },
  },
  "users" => { "deploy" => { "uid" => 1001, "ssh_keys" => ["ssh-ed25519 AAAA deploy@laptop"] } },
}
puts node["nginx"]["version"]
puts node.dig("nginx", "sites", "app", "server_name")
puts node.dig("nginx", "sites", "web", "server_name").inspect
enabled = node["nginx"]["sites"].select { |_, s| s.fetch("enabled", true) }
puts enabled.keys.inspect
node["nginx"]["sites"].each do |name, site|
  state = site.fetch("enabled", true) ? "enabled" : "disabled"
  puts "#{name.ljust(4)} #{site['server_name']} -> #{site['root']} (#{state})"
end
puts node["nginx"]["listen_ports"].map { |p| "listen #{p};" }.join(" ")
keys = node.dig("users", "deploy", "ssh_keys") || []
puts keys.size
puts node.fetch("missing", {}).fetch("x", "default")
puts (node["platform_version"].split(".").map(&:to_i) <=> [20, 4]) >= 0
