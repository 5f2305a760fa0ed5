a = %w[a b c b a]
p a.include?("b")
p a.member?("z")
p a.index("b")
p a.rindex("b")
p a.count
p a.count("a")
p a.count { |x| x > "a" }
p a.length
p a.size
p a.empty?
p [].empty?
p a.find_all { |x| x == "a" }
p a.each_index.select { |i| a[i] == "b" }
p a.to_a.equal?(a)
p a.dup.equal?(a)
p a == %w[a b c b a]
p a.eql?(%w[a b c b a])
p [1, 2] <=> [1, 3]
p [1, 2] <=> [1, 2, 0]
p [1, 2] <=> [1, "a"]
p [1, 2].hash == [1, 2].hash
