require 'pp'
data = {"servers" => [{"name" => "web" * 5, "ports" => [80, 443, 8080], "env" => {"RAILS_ENV" => "production", "SECRET" => "s" * 30}}]}
pp data
