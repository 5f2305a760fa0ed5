require "json"
attributes_json = <<~JSON
  {
    "run_list": ["recipe[base]", "recipe[nginx::default]"],
    "nginx": { "worker_processes": 4, "sites": { "default": { "port": 80 } } },
    "users": [{ "name": "deploy", "uid": 1001 }]
  }
JSON
attrs = JSON.parse(attributes_json)
p attrs["run_list"].map { |r| r[/\[(.+)\]/, 1] }
p attrs.dig("nginx", "sites", "default", "port")
attrs["nginx"]["worker_processes"] *= 2
attrs["users"] << { "name" => "ops", "uid" => 1002 }
puts JSON.pretty_generate(attrs["users"])
puts JSON.generate(attrs["nginx"])
summary = attrs["users"].to_h { |u| [u["name"], u["uid"]] }
puts summary.to_json
p JSON.parse(summary.to_json) == summary
