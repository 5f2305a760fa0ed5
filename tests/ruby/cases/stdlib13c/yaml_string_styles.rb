require 'yaml'
puts YAML.dump({"empty" => "", "colon" => "a: b", "num" => "123", "bool" => "true", "sym" => :s, "float" => 1.0})
