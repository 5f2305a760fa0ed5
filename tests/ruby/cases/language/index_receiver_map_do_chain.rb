rows = [[3, 1, 2]]
r = rows[0].sort.map do |x|
  x * 10
end
p r
