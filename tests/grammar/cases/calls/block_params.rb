each do |a, (b, c), *rest, key: 1, &blk| end
each { |a,| a }
each { || 1 }
each { |a, b = 2, **kw| }
each { |k:| k }
each do |*| end
