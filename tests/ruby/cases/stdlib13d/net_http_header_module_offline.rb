require 'net/http'
r = Net::HTTP::Post.new("/x", "Content-Type" => "application/json")
r.body = '{"a":1}'
p r.content_type, r.body, r.to_hash.keys.sort, r.each_capitalized.to_a.map(&:first).sort
r.set_form_data({"q" => "a b", "n" => 1}, ";")
p r.body, r.content_type
