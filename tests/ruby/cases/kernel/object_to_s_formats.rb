puts nil.to_s.inspect
puts true.to_s
puts :sym.to_s
puts 1.5.to_s
puts 100.to_s
puts (1..2).to_s
puts [1, "a", :b, nil, 1.0].to_s
puts({ "k" => :v }.to_s)
puts Object.to_s
puts Comparable.to_s
puts Class.to_s
puts String.inspect
puts nil.inspect
puts "#{nil.inspect} #{[nil].inspect} #{{ nil => nil }}"
puts 1.0 / 3
puts 2e-9
puts -1.5.abs
puts 10 ** 25
puts 1_000.to_s
