a = 1
b = 2
c = 3
a ? b : c
a ? :x : :y
foo ?a
a ?b :c
