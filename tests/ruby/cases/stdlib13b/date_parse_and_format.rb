require 'date'
d = Date.parse("2024-02-28")
p d.to_s, (d + 1).to_s, (d + 2).to_s, d.strftime("%A %d %B %Y"), d.yday, d.cwday, d.leap?
