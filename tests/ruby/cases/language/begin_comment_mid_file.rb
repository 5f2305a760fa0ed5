a = 1
=begin extra words after begin
ignored
=end
p a
