x = 4
y = 2
x /y/ 1
x / y
foo /y/
split(/,/)
