case x
when 1
  y
