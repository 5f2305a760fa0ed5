=begin
A comment block on the very first line of a file.
=end
puts "after the comment"
=begin
another
=end
puts "end"
