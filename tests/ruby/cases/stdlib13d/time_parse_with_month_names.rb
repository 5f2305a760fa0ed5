require 'time'
p Time.parse("5 March 2024 14:30 UTC").to_a.first(6), Time.parse("Mar 5, 2024 2:30 pm UTC").hour
