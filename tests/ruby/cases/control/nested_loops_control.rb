grid = [[1, 0, 1], [0, 0, 0], [1, 1, 1]]
grid.each_with_index do |row, r|
  next if row.all?(&:zero?)
  row.each_with_index do |v, c|
    next if v.zero?
    print "(#{r},#{c})"
  end
end
puts
hits = 0
(1..3).each do |i|
  (1..3).each do |j|
    next if i == j
    break if j > i
    hits += 1
  end
end
p hits
result = (1..3).flat_map { |i| (1..i).map { |j| "#{i}#{j}" } }
p result
p (1..3).each_with_object([]) { |i, acc| acc << i; break acc if i == 2 }
