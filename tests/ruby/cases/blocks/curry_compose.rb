add = ->(a, b, c) { a + b + c }
add5 = add.curry[2][3]
puts add5[10]
puts add.curry.(1).(2).(3)

double = ->(x) { x * 2 }
inc = ->(x) { x + 1 }
puts (double >> inc).call(5)
puts (double << inc).call(5)
up = :upcase.to_proc
exclaim = ->(s) { s + "!" }
puts (up >> exclaim).call("hey")
m = 12.method(:+)
puts (m >> double).call(3)
pipeline = [inc, double, inc].reduce(:>>)
puts pipeline.call(1)
puts add.parameters.inspect
puts ->(a, b = 1, *c, d:, e: 2, **f, &g) {}.parameters.inspect
