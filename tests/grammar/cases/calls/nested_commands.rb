puts foo 1
puts foo bar, 2
h[foo bar]
return foo 1
a.b c d
