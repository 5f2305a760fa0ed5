puts(x) if y
puts x if y
foo(1).bar unless z
