p 1.then { |x| x + 1 }
p 5.tap { |x| x + 100 }
p [3, 1].tap(&:sort!)
p Comparable.instance_method(:between?).owner
p Kernel.respond_to?(:puts, true)
p self.respond_to?(:puts, true)
p frozen?
p [1, 2].frozen?
p Object.new.frozen?
p "abc".freeze.equal?("abc".freeze)
p rand(1..1)
p [7].sample
p [1, 2, 3].shuffle(random: Random.new(42)).sort
p Random.new(1).rand(100).between?(0, 99)
p srand(5).is_a?(Integer)
