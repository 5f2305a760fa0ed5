foo -1
foo - 1
foo-1
x = 5
x -1
x - 1
foo -x
