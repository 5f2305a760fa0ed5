require 'uri'
p URI("HTTP://Example.COM/a").normalize.to_s, URI("http://a/") == URI("http://a/"), URI("http://a/b").route_to("http://a/c/d").to_s
