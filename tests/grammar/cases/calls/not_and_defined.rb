!a
not a
!a.b
defined?(x)
defined? x
defined?(@x)
defined?(String)
p(not(x))
