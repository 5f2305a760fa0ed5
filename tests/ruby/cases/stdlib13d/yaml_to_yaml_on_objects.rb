require 'yaml'
p [1, {"a" => nil}].to_yaml, "str".to_yaml, 5.to_yaml, YAML.load(YAML.dump({"k" => [1, 2.5, "s"]}))
