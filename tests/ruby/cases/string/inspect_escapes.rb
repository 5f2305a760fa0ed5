p "plain"
p "tab\there"
p "new\nline"
p "quote\"inside"
p 'single\'q'
p "back\\slash"
p "\e[1m"
p "\a\b\f\v\r"
p "\0"
p "\x7f"
p "null\x00byte"
p "caf\u00e9"
p "snow ☃ man"
p "\u00e9".length
p "\u00e9".bytesize
p "#{1}\#{2}"
p "\#$x \#@y"
p "dollar $ hash # at @"
p "#"
p "#{'#'}{"
p "tab	literal"
p :"quoted sym"
p ["a\nb", 'c\d']
puts "a\nb".inspect.length
p "\u0001"
p "日本"
