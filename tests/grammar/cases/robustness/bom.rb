# a byte order mark, then code
puts "bom"
x = 1
