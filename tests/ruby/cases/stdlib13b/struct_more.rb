S3 = Struct.new(:a, :b)
s = S3.new(1)
p s, s.to_a, s.members, s.each.to_a, s.values_at(0), s.size, S3.new(1, 2) == S3.new(1, 2), s.deconstruct_keys([:a]) rescue p $!.class
