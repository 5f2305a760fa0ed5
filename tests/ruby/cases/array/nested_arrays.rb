grid = Array.new(3) { |r| Array.new(3) { |c| r * 3 + c } }
p grid
p grid.transpose
p grid.map(&:sum)
p grid.flatten.each_slice(3).map(&:reverse)
p grid[1][2]
p grid.dig(2, 0)
p grid.dig(5, 0)
grid[0][0] = :x
p grid.first
copy = grid.map(&:dup)
copy[1][1] = :changed
p grid[1][1]
shallow = grid.dup
shallow[2][2] = :shared
p grid[2][2]
p grid.map { |row| row.map(&:to_s).join(" ") }
p [[1, 2], [3, 4]].sum([])
p [[3, "c"], [1, "a"]].sort.map(&:last)
puts grid.map { |row| row.join("\t") }
