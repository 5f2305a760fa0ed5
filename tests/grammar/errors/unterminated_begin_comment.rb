x = 1
=begin
never closed
