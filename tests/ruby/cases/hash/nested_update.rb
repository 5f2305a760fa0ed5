node = { "app" => { "env" => { "RAILS_ENV" => "production" } } }
node["app"]["env"]["PORT"] = "3000"
node["app"]["workers"] ||= 2
node["app"]["workers"] ||= 10
node["app"]["workers"] += 1
(node["app"]["paths"] ||= []) << "/srv/app"
node["app"]["paths"] << "/var/app"
node["db"] ||= {}
node["db"]["host"] = "localhost"
p node
p node["app"]["env"].keys
env = node["app"]["env"]
env["NEW"] = "1"
p node["app"]["env"].size
copy = node.dup
copy["db"]["host"] = "shared!"
p node["db"]["host"]
def deep_dup(obj)
  case obj
  when Hash then obj.to_h { |k, v| [k, deep_dup(v)] }
  when Array then obj.map { |v| deep_dup(v) }
  else obj.dup
  end
end
deep = deep_dup(node)
deep["db"]["host"] = "separate"
p node["db"]["host"]
p deep["db"]["host"]
