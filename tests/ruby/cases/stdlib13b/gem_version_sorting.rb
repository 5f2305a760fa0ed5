vs = %w[1.10 1.2 1.2.10 1.2.9 2.0.0.pre 2.0.0].map { |v| Gem::Version.new(v) }
p vs.sort.map(&:to_s), vs.max.to_s
