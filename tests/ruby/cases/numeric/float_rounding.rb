p 3.14159.round(2)
p 2.5.round
p 3.5.round
p -2.5.round
p 2.675.round(2)
p 1.005.round(2)
p 0.125.round(2)
p 2.5.round(half: :even)
p 2.5.round(half: :down)
p 1234.5678.round(-2)
p 1234.round(-2)
p 1250.round(-2)
p 3.7.floor
p -3.7.floor
p 3.2.ceil
p -3.2.ceil
p 3.99.truncate
p -3.99.truncate
p 3.14159.floor(2)
p 3.14159.ceil(3)
p 10.0.round
p 10.4.round.class
p 1e20.round(2)
p 0.1.round(3)
p 12.0.floor(1)
p 5.55.round(1)
p 1.15.round(1)
