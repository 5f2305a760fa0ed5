foo(<<~A, <<~B)
  first
A
  second
B
list = [<<A, <<-B]
plain
A
  dashed
  B
bar
