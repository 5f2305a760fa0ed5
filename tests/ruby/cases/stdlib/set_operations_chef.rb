require "set"
installed = Set.new(%w[curl git vim nginx])
wanted = Set.new(%w[git nginx postgresql redis])
to_install = wanted - installed
to_remove = installed - wanted
keep = installed & wanted
p to_install.to_a
p to_remove.to_a.sort
p keep.to_a
p (installed | wanted).size
seen = Set.new
dupes = %w[a b a c b d].select { |x| !seen.add?(x) }
p dupes
p seen.size
groups = Hash.new { |h, k| h[k] = Set.new }
[["web", "nginx"], ["web", "nginx"], ["web", "php"], ["db", "pg"]].each { |g, p| groups[g] << p }
p groups.transform_values(&:to_a)
p Set[1, 2, 3].select(&:odd?)
p Set[1, 2, 3].group_by(&:odd?) rescue p "skip"
p Set[3, 1, 2].sort
p Set[1, 2].frozen?
p Set[[1, 2], [1, 2]].size
p Set[1, 2].each { }.class
p Set[1, 2, 3].partition(&:even?)
p Set[1, 2].disjoint?(Set[3]) rescue p true
