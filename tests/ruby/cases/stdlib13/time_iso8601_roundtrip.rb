require 'time'
t = Time.utc(2024, 5, 6, 7, 8, 9)
p t.iso8601, t.xmlschema, Time.iso8601(t.iso8601) == t, t.httpdate, Time.httpdate(t.httpdate) == t, t.rfc2822
