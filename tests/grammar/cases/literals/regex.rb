a = /a/i
a = /a#{b}/m
a = %r{a/b}x
a = /\d+\.\d+/
a = x =~ /^abc$/
a = /a/ix
