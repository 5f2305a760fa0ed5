p "b".between?("a", "c"), :b.between?(:a, :c), "z".clamp("a", "m"), 2.0.clamp(1, 3), [1, 2] <=> [1, 3]
