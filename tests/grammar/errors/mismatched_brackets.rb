foo(1]
