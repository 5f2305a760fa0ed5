items.each do |i|
  puts i
}
