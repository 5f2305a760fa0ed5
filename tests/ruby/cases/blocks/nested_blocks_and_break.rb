matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
found = nil
matrix.each do |row|
  row.each do |v|
    if v * v > 20
      found = v
      break
    end
  end
  break if found
end
puts found

r = matrix.each_with_index.map do |row, i|
  row.map { |v| v * i }.sum
end
puts r.inspect

res = [1, 2, 3].each do |x|
  [10, 20].each do |y|
    break if y == 20
    puts x * y
  end
end
puts res.inspect
catch(:done) do
  matrix.each { |row| row.each { |v| throw :done if v == 5; print v } }
end
puts
puts catch(:val) { throw :val, 42 }
