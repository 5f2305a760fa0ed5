::File.exist?(x)
A::B::C
A::B.new
Foo::Bar(1)
A::b
A::B::c(1)
::TOP
