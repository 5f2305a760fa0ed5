def foo(x = :none)
  "foo(#{x.inspect})"
end
a = [10, 20, 30]
p a [1] rescue p "a is a local, so a [1] indexes"
p foo [1]
p foo([1])
p foo -1
p(foo - 1) rescue p "foo - 1 fails: #{$!.class}"
n = 10
p n -1
p n - 1
p n/2
p n / 2
x = 4
p x /2
h = { a: 1 }
p h [:a]
p [1, 2, 3].first 2
p(a.first(2))
p a.sum / a.size
