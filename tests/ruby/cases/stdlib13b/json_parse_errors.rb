require 'json'
begin
  JSON.parse("{bad}")
rescue JSON::ParserError => e
  p e.class
end
p JSON.parse("[]", max_nesting: 2)
