# Binary Strings through URI found by bench/sweep_builtins.py (MRI 3.1 goldens)
require "uri"
b = "\xff a".b
p URI.encode_www_form_component(b), URI.decode_www_form_component(b).bytes
u = URI("http://a.b/c?d=1"); u.query = b; u.fragment = b; p u.to_s
p URI::RFC2396_Parser.new.unescape(b).bytes, URI.decode_www_form_component("%FF%C3%A9").bytes
p URI.encode_www_form_component("é ~")
