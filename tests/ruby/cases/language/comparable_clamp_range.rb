p 15.clamp(1..10), 0.clamp(1..), "m".clamp("a".."f"), 5.5.clamp(1, 5)
begin; 1.clamp(1...5); rescue ArgumentError => e; p e.message; end
