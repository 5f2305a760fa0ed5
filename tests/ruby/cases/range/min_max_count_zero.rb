p (1..10**30).max(0.5), (1..10**30).max(0), (1..10**30).min_by(0) { raise "never" }, (1..10**30).max_by(0) { raise "never" }
p [3, 1, 2].max(0), [3, 1, 2].min(0), [3, 1, 2].each_entry.min(0), { a: 1 }.max(0)
p (1..10**30).each_slice(2).min(0), [3, 1].min_by(0), [3, 1].max(nil), [3, 1].max(2)
p(([1].max(-1) rescue $!.message), (1..Float::INFINITY).max(0)) rescue p $!
