require 'date'
dt = DateTime.new(2024, 1, 2, 3, 4, 5)
p dt.to_s, dt.hour, dt.minute, dt.second, dt.strftime("%H:%M"), dt.to_date.to_s
