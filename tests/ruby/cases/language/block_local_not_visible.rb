[1].each { |x| y = x * 2 }
p defined?(y)
1.times do
  z = 5
end
p defined?(z)
