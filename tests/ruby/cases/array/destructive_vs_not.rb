orig = [3, nil, 1, 2, nil]
copy = orig.compact
p orig
p copy
orig.compact!
p orig
s = orig.sort
p orig
orig.sort!
p orig
m = orig.map { |x| x * 2 }
p orig
orig.map! { |x| x * 2 }
p orig
u = [1, 1, 2]
u.uniq
p u
u.uniq!
p u
r = [1, 2, 3]
r.reverse
p r
r.reverse!
p r
f = [[1, [2]], 3]
f.flatten!
p f
sh = [1, 2, 3, 4]
sh.shuffle(random: Random.new(1)).size
p sh
p sh.freeze.map { |x| x + 1 }
p sh.frozen?
