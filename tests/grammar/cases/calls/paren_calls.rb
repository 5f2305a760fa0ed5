foo()
foo(1, 2)
foo(a, *rest, **opts, &blk)
foo(1, key: 2)
foo(
  1,
  2,
)
obj.bar(1)
obj.baz
obj.qux 1, 2
