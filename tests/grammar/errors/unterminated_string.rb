x = 1
puts "hello
foo
