require 'uri'
p URI.encode_www_form(a: 1, b: "x y", c: ["1", "2"], d: nil), URI.decode_www_form("a=1&b=x+y&b=2")
p URI.encode_www_form_component("a b&c/d"), URI.decode_www_form_component("a+b%26c")
