=begin
=end
p 1
