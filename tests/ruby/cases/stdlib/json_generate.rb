require "json"
data = { name: "web", port: 80, tls: false, ratio: 0.5, tags: %w[a b], owner: nil, nested: { "k" => [1, { x: 2 }] } }
puts JSON.generate(data)
puts data.to_json
puts [1, "two", nil, true, 1.5].to_json
puts "string".to_json
puts nil.to_json
puts 42.to_json
puts :sym.to_json
puts({ 1 => "int key", :s => "sym key" }.to_json)
puts JSON.generate("quote\" backslash\\ newline\n tab\t unicode é ☃ ctrl\u0001")
puts JSON.generate("</script>")
puts JSON.generate(1.0)
puts JSON.generate(100.0)
puts JSON.generate(1e20)
puts JSON.generate(1.0e-5)
puts JSON.dump({ "a" => [] })
puts JSON.generate([])
puts JSON.generate({})
round = JSON.parse(JSON.generate(data))
p round
