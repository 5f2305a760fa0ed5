require 'uri'
p URI("http://a").port, URI("https://a").port, URI("ftp://a").port, URI("http://a:80/").to_s, URI("http://a").path
