puts "a", "b"
puts ["c", ["d"]]
puts nil
puts [nil]
puts
puts 1, 2.5, :sym
print "no newline"
print "\n"
print "a", "b", 1, nil, :c, "\n"
p
p 1
p 1, "two"
x = p "returned"
puts x
y = p 3, 4
puts y.inspect
z = puts("puts returns")
p z
w = print("")
p w
puts "already\n"
puts "two\n\n"
puts ""
$stdout.puts "stdout puts"
STDOUT.print "STDOUT print\n"
$stdout.write("written\n")
$stdout << "shovel " << 1 << "\n"
