node = {
  "nginx" => {
    "sites" => { "default" => { "port" => 80, "aliases" => ["www", "web"] } },
    "workers" => 4,
  },
  "users" => [{ "name" => "deploy", "groups" => ["sudo"] }],
}
p node.dig("nginx", "sites", "default", "port")
p node.dig("nginx", "sites", "missing", "port")
p node.dig("nginx", "sites", "default", "aliases", 1)
p node.dig("users", 0, "groups", 0)
p node.dig("users", 5, "name")
p node["nginx"]["workers"]
p node.dig("nginx", "workers")
begin
  node.dig("nginx", "workers", "x")
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
p node.fetch("nginx").fetch("sites").keys
p node["missing"]&.fetch("x")
p node.dig("nginx")&.keys
