require 'time'
p Time.parse("2024-03-01 10:00:00 UTC")
p Time.iso8601("2024-03-01T10:00:00Z")
p Time.httpdate("Wed, 01 Jan 2025 10:00:00 GMT")
p Time.rfc2822("Wed, 01 Jan 2025 10:00:00 +0000")
p Time.strptime("2024-03-01", "%Y-%m-%d").year
p Time.at(0).utc.httpdate, Time.at(0).utc.rfc2822, Time.at(0).utc.xmlschema
p Time.rfc2822("Wed, 01 Jan 2025 10:00:00 GMT"), Time.rfc2822("1 Jan 2025 10:00 -0500"), Time.rfc2822("Wed, 01 Jan 2025 10:00:00 -0000")
p Time.parse("2024-03-01 10:00:00 +02:00"), Time.parse("2024-03-01T10:00:00.5Z").usec, Time.iso8601("2024-03-01T10:00:00+05:30")
begin; Time.parse("garbage"); rescue ArgumentError => e; p e.message; end
begin; Time.iso8601("2024"); rescue ArgumentError => e; p e.message; end
begin; Time.httpdate("x"); rescue ArgumentError => e; p e.message; end
p Time.at(0).getlocal("+05:00").rfc2822
