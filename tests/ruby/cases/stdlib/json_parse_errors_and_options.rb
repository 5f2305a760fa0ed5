require "json"
inputs = ['{"a":1}', '{"a":}', '[1,2', "", "nul", '{"a": NaN}', "  [ ]  "]
inputs.each do |s|
  begin
    p JSON.parse(s)
  rescue JSON::ParserError
    puts "invalid: #{s.inspect}"
  end
end
p JSON.parse('{"a": 1}', symbolize_names: true).keys.first.class
p JSON.parse('{"a": {"b": [{"c": 1}]}}', symbolize_names: true)
p JSON.parse("[1.0, 1.5e2, -3]").map(&:class)
p JSON.parse('{"a": 1, "a": 2}')
p JSON.generate("x" => Float::INFINITY) rescue p "GeneratorError"
