def foo(*a)
  if block_given? then yield(*a) else a end
end
[1].each { |i| bar = i }
[1].each do |i|
  baz = i
end
def bar(x); "bar-method #{x.inspect}"; end
p(bar :x)
x = [[[1]]]
p x.first[0]
r = foo :sym do |s| s.to_s end
p r
v = 3
[1].each { v = 4; w = 1 }
p v
p defined?(w)
y = lambda { |q| z = q; z * 2 }
p y.(2)
