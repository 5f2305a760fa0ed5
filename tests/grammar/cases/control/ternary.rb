a ? b : c
a ? b : c ? d : e
a ? (b ? 1 : 2) : 3
x = a ? :x : :y
