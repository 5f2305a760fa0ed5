puts "bom"
x = 1
