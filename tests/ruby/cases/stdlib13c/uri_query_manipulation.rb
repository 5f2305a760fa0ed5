require 'uri'
u = URI("http://h/p?a=1")
params = URI.decode_www_form(u.query).to_h.merge("b" => "2 3")
u.query = URI.encode_www_form(params)
p u.to_s, u.query
