require "json"
config = {
  "name" => "app",
  "version" => "1.2.3",
  "dependencies" => { "nginx" => ">= 1.20", "redis" => "~> 7.0" },
  "ports" => [80, 443],
  "empty_list" => [],
  "empty_hash" => {},
  "nested" => [{ "a" => 1 }, [1, [2]]],
  "nothing" => nil,
}
puts JSON.pretty_generate(config)
puts JSON.pretty_generate([])
puts JSON.pretty_generate({})
puts JSON.pretty_generate([1])
puts JSON.pretty_generate("scalar")
