a ||= 1
a &&= 2
a += 3
a -= 1
a *= 2
a <<= 1
a **= 2
@x ||= {}
$g ||= []
A ||= 1
list << item
list << a << b
