require 'time'
t = Time.iso8601("2024-01-02T03:04:05.123456Z")
p t.usec, t.utc?, t.iso8601(6), Time.xmlschema("2024-01-02T03:04:05-05:00").utc_offset
