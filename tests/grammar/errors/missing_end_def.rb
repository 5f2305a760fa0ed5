def m
  1
