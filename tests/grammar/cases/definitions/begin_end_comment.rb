a = 1
=begin
anything here ( { [
=end
b = 2
=begin
=end
