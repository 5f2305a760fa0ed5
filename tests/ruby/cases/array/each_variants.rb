list = %w[alpha beta gamma]
list.each { |x| print x[0] }
puts
list.each_with_index { |x, i| print i, x[0] }
puts
list.reverse_each { |x| print x[-1] }
puts
list.each.with_index(1) { |x, i| print "#{i}#{x[1]} " }
puts
list.each_slice(2) { |s| p s }
list.each_cons(2) { |a, b| puts "#{a}->#{b}" }
r = list.each { }
p r.equal?(list)
list.cycle(2) { |x| print x.size }
puts
p list.each_entry.to_a rescue p list
p list.each_with_object([]) { |x, acc| acc << x.upcase }
