callbacks = {}
%w[start stop].each do |action|
  callbacks[action] = -> { "service #{action}ed" }
end
puts callbacks["start"].call
puts callbacks["stop"].call

fns = []
for i in 1..3
  fns << -> { i }
end
puts fns.map(&:call).inspect

fns2 = []
j = 0
while j < 3
  fns2 << -> { j }
  j += 1
end
puts fns2.map(&:call).inspect

adders = (1..3).map { |n| ->(x) { x + n } }
puts adders.map { |f| f.call(10) }.inspect

def gen(prefix)
  ->(s) { "#{prefix}-#{s}" }
end
a = gen("a")
b = gen("b")
puts a.call("x") + " " + b.call("y")
