p 10.divmod(3)
p (-10).divmod(3)
p 10.0.divmod(3)
p 10 ** 2
p 10.pow(3)
p 2 ** 3 ** 2
p -2 ** 2
p (-2) ** 2
p 4 ** 0.5
p 8 ** (1.0 / 3)
p 1.0.to_i.class
p 15.round(-1)
p 25.round(-1)
p 14.floor(-1)
p 15.ceil(-1)
p 1234.truncate(-2)
p 7.to_s.rjust(3, "0")
p 10.abs2 rescue p 100
p 5.times.sum
p 3.dup
p 3.frozen?
p Integer::MAX rescue p "no Integer::MAX"
p 1.size
