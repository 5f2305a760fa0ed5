data = { 'name' => 'web', 'tags' => [], 'attrs' => {}, 'ports' => [80, 443], 'on' => true, 'none' => nil }
puts Chef::JSONCompat.to_json(data)
puts Chef::JSONCompat.to_json_pretty(data)
puts Chef::JSONCompat.to_json_pretty({ 'a' => [1] }, indent: '    ')
parsed = Chef::JSONCompat.parse('{"a": {"b": [1, 2.5, null]}}')
p parsed, parsed.class
p Chef::JSONCompat.parse('{"a": 1}', symbolize_keys: true)
p Chef::JSONCompat.parse('"text"')
p Chef::JSONCompat.from_json('[1, 2]')
['"text"', '{"a":', ''].each do |bad|
  begin
    Chef::JSONCompat.from_json(bad)
  rescue Chef::Exceptions::JSON::ParseError => e
    puts "ParseError: #{e.message.lines.first.to_s.strip.empty? ? '(empty)' : 'raised'}"
  end
end
p Chef::Exceptions::JSON::ParseError.ancestors.include?(StandardError)
