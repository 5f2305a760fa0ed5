p [1, 2, 3].lazy.map { _1 * 2 }.reject(&:zero?).to_a, (1..Float::INFINITY).lazy.select(&:odd?).first(3), [1, 2].cycle.lazy.map { _1 + 1 }.first(5)
