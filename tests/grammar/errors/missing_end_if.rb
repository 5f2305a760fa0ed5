x = 1
if x
  y
