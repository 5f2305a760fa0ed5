require 'time'
t = Time.parse("2024-07-08 09:10:11 UTC")
p t.utc?, t.hour, t.to_i, Time.parse("2024-07-08T09:10:11+0100").utc_offset, Time.parse("12:00", Time.utc(2020, 1, 1)).hour
