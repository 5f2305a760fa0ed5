p 7 / 2
p -7 / 2
p 7 / -2
p -7 / -2
p 7 % 3
p -7 % 3
p 7 % -3
p -7 % -3
p 7.remainder(3)
p -7.remainder(3)
p 7.divmod(2)
p -7.divmod(2)
p 7.fdiv(2)
p 6.fdiv(3)
p 7.0 / 2
p 7 / 2.0
p 2**10
p 2**0.5
p 10.div(3)
p -10.div(3)
p 10.modulo(-3)
p (-7).abs
p -7.abs
p 7.pow(2, 5)
