f = ->(x) { x }
g = -> x { x }
h = -> { 1 }
i = lambda do |x| x end
j = ->(a, b = 1) do a end
k = lambda { |x| x }
f[1]
f.call(1)
f.(1)
f.()
f&.(2)
m = ->(a, (b, c)) { b }
