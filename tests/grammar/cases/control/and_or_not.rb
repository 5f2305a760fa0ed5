a and b or c
a or b and c
not a
a and not b
foo(x) or raise "no"
