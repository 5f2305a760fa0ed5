r = 1..5
e = 1...5
p r
p e
p r.to_a
p e.to_a
p r.size
p e.size
p r.first
p r.first(2)
p r.last
p e.last
p r.last(2)
p r.min
p r.max
p e.max
p r.sum
p r.include?(5)
p e.include?(5)
p r.cover?(2..3)
p r === 3
p (1.0..2.0).include?(1.5)
p r.begin
p r.end
p e.exclude_end?
p ("a".."e").to_a
p ("a"..."e").include?("e")
p (5..1).to_a
p (1..1).to_a
p r.to_s
p r.inspect
