h = {b: 2, a: 1, c: 3}
p h.min_by { |_, v| v }, h.sort_by { |k, _| k }, h.sum { |_, v| v }, h.each_slice(2).to_a, h.find { |_, v| v > 1 }, h.tally.size
r = (1..10)
p r.each_cons(3).first, r.chunk_while { |a, b| b == a + 1 }.to_a.size, r.filter_map { _1 * 2 if _1.even? }, r.minmax, r.sum, r.reduce(:*)
