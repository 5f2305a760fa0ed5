s = "recipe[nginx::default]"
puts s.start_with?("recipe[")
puts s.start_with?("role[", "recipe[")
puts s.end_with?("]")
puts s.end_with?("x", "y")
puts s.include?("::")
puts s.start_with?(/rec/)
puts "".empty?
puts " ".empty?
puts "abc" == "abc"
puts "abc".eql?("abc")
puts "abc".equal?("abc")
puts "a" < "b"
puts "B" < "a"
puts ("abc" <=> "abd")
puts ("b" <=> "a")
puts ("a" <=> 1).inspect
puts "Abc".casecmp("aBC")
puts "Abc".casecmp?("aBC")
puts "abc".match?(/b/)
puts "hello".count("l")
puts "hello".count("a-y")
puts "hello world".index("o")
puts "hello world".rindex("o")
puts "hello".index("z").inspect
puts "hello".between?("a", "z")
