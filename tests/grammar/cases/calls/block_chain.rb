foo.each do |x|
  x
end.map { |y| y }
a = list.map do |x| x end
