require 'uri'
p URI.join("http://a/b/c", "d").to_s, URI.join("http://a/b/", "../e", "f").to_s, URI("http://a/x/").merge("y?q").to_s
