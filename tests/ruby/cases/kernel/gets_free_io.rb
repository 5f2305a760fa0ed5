$stdout.print "a"
$stdout.print "b\n"
STDOUT.puts ["x", "y"]
$stdout.printf("%05.1f\n", 3.14159)
printf("%s=%d\n", "n", 5)
$stdout.flush
putc "z"
putc "\n"
putc 65
puts
p $/
p __method__.inspect
display_value = "displayed\n"
display_value.display
