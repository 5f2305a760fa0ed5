require 'time'
t = Time.strptime("2024-02-03 04:05:06 +0000", "%Y-%m-%d %H:%M:%S %z")
p t.year, t.month, t.day, t.hour, t.utc_offset
begin
  Time.strptime("nope", "%Y")
rescue ArgumentError => e
  p e.class
end
