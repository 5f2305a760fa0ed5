a = __FILE__
b = __dir__
c = __LINE__
d = __method__
e = __ENCODING__
