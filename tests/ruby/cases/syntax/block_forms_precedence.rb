def m(arg = nil)
  block_given? ? "m got block (arg=#{arg.inspect})" : "m no block (arg=#{arg.inspect})"
end
def n
  block_given? ? "n got block" : "n no block"
end
puts m n { }
puts m n do end
puts m(n) { }
x = [1, 2, 3].each_slice 2 do |s|
  puts s.inspect
end
p x.class
p [1, 2].inject { |a, b| a + b }
t = [1, 2, 3].map do |v|
  v * 2
end
p t
