def x = 1
def y(a) = a + 1
def z() = puts("hi")
def w = puts "hi"
