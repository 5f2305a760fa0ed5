obj.method = value
obj.nested.attr = 1
self.x = 2
Foo::Bar.x = 3
a::b = 1
