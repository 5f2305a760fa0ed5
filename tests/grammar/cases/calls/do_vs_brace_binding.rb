puts [1].map do |x| x end
puts [1].map { |x| x }
foo bar do end
foo bar { }
