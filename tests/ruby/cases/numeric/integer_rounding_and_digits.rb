p 12.5.round(half: :even)
p 13.5.round(half: :even)
p 12.5.round(half: :up)
p 12.5.round(half: :down)
p -12.5.round
p 25.round(-1, half: :even)
p 35.round(-1, half: :even)
p 1234567.digits.each_slice(3).map { |s| s.reverse.join }.reverse.join(",") rescue p "x"
p 1234567.to_s.chars.reverse.each_slice(3).map(&:join).join(",").reverse
p 0.1 * 3 == 0.3
p (0.1 * 3).round(15) == 0.3
p 10.0.to_i.to_s
p 7.0 / 2 == 3.5
p 2.4.round
p 2.6.round
p -2.4.round
p 1e2.round(-1)
p 0.5.floor
p -0.5.ceil
p -0.5.round
p 0.5.round
p 1.5.round
p 99.999.round(2)
p 1.23456.floor(4)
p 1.23456.ceil(1)
