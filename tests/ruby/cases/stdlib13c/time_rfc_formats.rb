require 'time'
t = Time.utc(2021, 12, 25, 18, 30)
p t.rfc2822, t.rfc822, t.httpdate, t.xmlschema(3), Time.rfc2822("Sat, 25 Dec 2021 18:30:00 +0000").to_i == t.to_i
