require 'yaml'
puts({"name" => "web", "ports" => [80, 443], "opts" => {"x" => nil, "y" => true}, "s" => "multi\nline"}.to_yaml)
