require 'uri'
p URI.split("http://h:1/p?q#f"), URI.scheme_list.keys.sort.first(4)
