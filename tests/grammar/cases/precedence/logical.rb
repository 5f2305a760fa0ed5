!a == b
a || b && c
a && b || c
a == b && c != d
not a == b
defined?(a) && b
