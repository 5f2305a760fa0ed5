require 'date'
a = Date.new(2024, 1, 31)
p (a >> 1).to_s, (a << 1).to_s, (Date.new(2024, 3, 1) - a).to_i, a.next_day(3).to_s, a.prev_month.to_s, a.next_year.to_s
