require "json"
doc = JSON.parse('{"name": "web", "port": 80, "tls": false, "ratio": 0.5, "tags": ["a", "b"], "owner": null, "nested": {"k": [1, {"x": 2}]}}')
p doc
p doc.class
p doc["nested"]["k"][1]["x"]
p doc.keys
sym = JSON.parse('{"a": {"b": 1}}', symbolize_names: true)
p sym
p sym.dig(:a, :b)
p JSON.parse("[1, 2.0, \"three\", true, null]")
p JSON.parse('"just a string"')
p JSON.parse("42")
p JSON.parse('{"big": 12345678901234567890, "exp": 1e3, "neg": -0.5}')
p JSON.parse('{"unicode": "caf\u00e9 \u2603", "esc": "a\\"b\\\\c\\nd"}')
begin
  JSON.parse("{not json}")
rescue JSON::ParserError => e
  p e.class
end
p JSON::ParserError.ancestors.include?(StandardError)
p JSON.parse("[]").empty?
