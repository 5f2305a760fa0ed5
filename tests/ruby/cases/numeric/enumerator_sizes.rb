# the sizes of lazy numeric and string enumerators: upto, downto, step (Integer and Float rules), each_char, each_byte
p 1.upto(3).size, 3.downto(1).size, 5.upto(1).size, 3.times.size, 1.step(10, 3).size, "abc".each_char.size, "héllo".each_byte.size, 1.0.step(2.0, 0.5).size
p 1.step(by: 2, to: 6).size, 1.step(nil, 2).size, 10.step(1, -3).size, 1.0.step(2.0, 0.1).size, 1.step(3.5).size, 1.upto(3.5).size, 3.downto(1.5).size, 1.step(10, -1).size, 1.step(by: -1).size, 1.step(5, 1.5).size, 1.step.size
p 2**70.to_i.then { |b| b.upto(b + 2).size }, -3.upto(-1).size, 1.upto(-2.5).size, 1.0.step(Float::INFINITY, 2).size
p 1.0.step(-Float::INFINITY, 2).size, 1.step(-Float::INFINITY, -2).size
