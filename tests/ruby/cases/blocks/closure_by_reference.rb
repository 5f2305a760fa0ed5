counter = 0
incr = -> { counter += 1 }
3.times { incr.call }
puts counter

counter = 100
incr.()
puts counter

def make_counter
  count = 0
  increment = -> { count += 1 }
  get = -> { count }
  [increment, get]
end

inc, get = make_counter
inc.call
inc.call
puts get.call
inc2, get2 = make_counter
inc2[]
puts get2.call
puts get.call

procs = []
[1, 2, 3].each { |i| procs << -> { i * 10 } }
puts procs.map(&:call).inspect

x = 1
change = proc { x = 99 }
change.call
puts x
