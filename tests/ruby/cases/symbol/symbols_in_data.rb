actions = { create: 3, delete: 1, touch: 2, nothing: 0 }
p actions.sort_by { |_, v| v }.map(&:first)
p actions.keys.sort
p actions.keys.map(&:to_s).sort_by { |s| [s.length, s] }
p actions.select { |k, _| k.to_s.include?("e") }.keys
p actions.transform_keys(&:to_s).keys
p actions.transform_keys(&:upcase)
p actions.key(2)
p actions.min_by(&:last)
p actions.to_a.flatten.grep(Symbol)
p %w[create touch].map(&:to_sym).all? { |s| actions.key?(s) }
p actions.keys.map(&:length).sum
p actions.keys.include?("create")
p actions.keys.index(:touch)
p :create.to_s.capitalize.to_sym
p actions.filter_map { |k, v| :"#{k}_#{v}" if v > 0 }
