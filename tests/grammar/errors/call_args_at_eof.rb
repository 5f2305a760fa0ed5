foo(1,
