p [1, "two", :three, nil, true, 4.0, [5], { six: 6 }]
puts [1, [2, [nil, 3]]].inspect
puts [1, [2, [nil]]]
puts []
puts [nil]
puts [[], []]
print [1, 2], "\n"
puts [1, 2].to_s
puts "#{[1, nil, "s"]}"
p []
p [[]]
p [nil, nil]
p ["quote\"d", 'back\\']
x = p
p x
y = p 1, 2
p y
z = puts "hi"
p z
p [1..2, "a".."b"]
p [:"a b", :c]
p [1.0, 1e20, -0.0]
