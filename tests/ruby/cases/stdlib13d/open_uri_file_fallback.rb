require 'open-uri'
p URI.open(__FILE__) { |f| f.readline }
