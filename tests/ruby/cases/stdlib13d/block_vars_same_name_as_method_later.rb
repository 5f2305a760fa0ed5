def directory(name) = "dir #{name}"
2.times { |i| directory = i }
p directory "x"
