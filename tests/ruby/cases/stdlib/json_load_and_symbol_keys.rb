require "json"
raw = '{"users": [{"name": "a", "roles": ["admin"]}, {"name": "b", "roles": []}]}'
data = JSON.parse(raw, symbolize_names: true)
data[:users].each do |u|
  roles = u[:roles].empty? ? "(none)" : u[:roles].join(", ")
  puts "#{u[:name]}: #{roles}"
end
p JSON.load(raw)["users"].size
p JSON.parse(raw).dig("users", 0, "roles", 0)
p JSON.generate(data) == JSON.generate(JSON.parse(raw))
p data.to_json.length
