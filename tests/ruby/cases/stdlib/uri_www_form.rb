require 'uri'
p URI.encode_www_form([["q", "ruby lang"], ["lang", "en"]])
p URI.encode_www_form("q" => "a&b=c", "n" => nil, "list" => ["x", "y"])
p URI.encode_www_form(a: 1, b: 2.5, c: :sym)
p URI.encode_www_form([])
p URI.encode_www_form([["k", ["1", nil, "3"]]])
p URI.encode_www_form_component("a b&c/d?e=f*g-h.i_j~k")
p URI.encode_www_form_component("héllo wörld")
p URI.encode_www_form_component(123)
p URI.decode_www_form_component("a+b%26c%2Fd")
p URI.decode_www_form_component("h%C3%A9llo")
begin
  URI.decode_www_form_component("bad%zz")
rescue ArgumentError => e
  p e.message
end
p URI.decode_www_form("a=1&b=x+y&c=%2F&d")
p URI.decode_www_form("")
p URI.decode_www_form("a=1;b=2", separator: ";")
p URI.decode_www_form("a=1&&b=2&")
p URI.decode_www_form("a=1&b=2").to_h
p URI.decode_www_form("x=%E2%9C%93")
p URI::DEFAULT_PARSER.escape("a b/ä?x")
p URI::DEFAULT_PARSER.unescape("a%20b%2F")
p URI::DEFAULT_PARSER.escape("abc", "b")
p URI.extract("see http://a.com/x and https://b.org?q=1 or mailto:me@x.y", ["http", "https"])
p "go to http://example.com/page now" =~ URI.regexp
p URI.regexp(["http"]).match("x http://h.com/p y")[0]
p URI.regexp.class
