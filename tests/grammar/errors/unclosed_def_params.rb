def m(
  a
