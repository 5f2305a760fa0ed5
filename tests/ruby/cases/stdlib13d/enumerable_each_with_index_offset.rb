p %w[a b c].each.with_index(1).to_a, %w[a b].each_with_index.to_h, %w[x y].map.with_index { |v, i| "#{i}#{v}" }
