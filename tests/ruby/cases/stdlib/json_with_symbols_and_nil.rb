require "json"
h = { status: :ok, count: nil, list: [:a, nil], "mixed" => { 1 => 2.5 } }
json = JSON.generate(h)
puts json
back = JSON.parse(json)
p back
p back["status"]
p back["list"]
p back["mixed"].keys
puts JSON.pretty_generate(back)
puts [nil].to_json
puts({ nil => 1 }.to_json)
