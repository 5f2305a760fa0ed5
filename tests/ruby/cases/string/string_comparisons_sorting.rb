names = ["bob", "Alice", "alice", "Bob", "_x", "10", "9", "ä"]
p names.sort
p names.sort_by { |n| [n.downcase, n] }
p names.max_by(&:size)
p names.group_by(&:size).keys
p "a".casecmp("B")
p "10" <=> "9"
p "10".to_i <=> "9".to_i
p %w[v1.10 v1.9 v1.2].sort
p %w[v1.10 v1.9 v1.2].sort_by { |v| v.delete("v").split(".").map(&:to_i) }
p "abc".eql?(:abc.to_s)
p "Straße".length
