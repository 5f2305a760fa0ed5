def m(a)
  super
  super()
  super(a) do
    1
  end
  super a, 2
  super { |x| x }
  yield
  yield(x)
  yield x
  yield x, y
  yield [1]
end
