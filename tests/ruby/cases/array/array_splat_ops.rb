def show(*args)
  args.inspect
end
list = [1, 2, 3]
puts show(*list)
puts show(0, *list, 4)
puts show(*list, *list)
puts show(*[])
puts show([*list, 9])
first, *middle, last = list + [4, 5]
p first, middle, last
*init, tail = list
p init, tail
head, = list
p head
a = *"single"
p a
b = *nil
p b
c = [*1..3, *"x"]
p c
h = { **{ a: 1 }, b: 2 }
p h
