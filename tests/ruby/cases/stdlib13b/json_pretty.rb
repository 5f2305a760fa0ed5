require 'json'
puts JSON.pretty_generate({"a" => {"b" => [1, 2, {}], "c" => []}, "d" => "e"})
