config = { name: "web", "name" => "string key", port: 80 }
p config[:name]
p config["name"]
p config.keys
p config.key?(:port)
p config.key?("port")
sym_keys = config.transform_keys(&:to_sym)
p sym_keys
str_keys = { a: 1, b: 2 }.transform_keys(&:to_s)
p str_keys
p %i[b a c].sort
p %i[b a c].map(&:to_s).join
p :a <=> :b
p [:x, "x", :x].uniq
p :abc.to_proc.call("abc") rescue p "nope"
p :upcase.to_proc.call("abc")
p %i[a b].include?(:a)
p :a.is_a?(Comparable)
