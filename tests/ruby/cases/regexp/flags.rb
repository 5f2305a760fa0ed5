p "HELLO" =~ /hello/i
p "HELLO".match?(/hello/)
text = "start\nmiddle\nend"
p text =~ /start.middle/
p text =~ /start.middle/m
p text[/start.*end/m]
re = /
  (\d{4})  # year
  -
  (\d{2})  # month
/x
p "on 2024-05-01" =~ re
p $1
p $2
p re.source.include?("year")
p /a.c/mi.options
p /abc/i.casefold?
p /x/ == /x/
p /x/.eql?(/x/i)
p (/(?i)abc/ =~ "ABC")
p "Mixed Case".scan(/[a-z]+/i)
