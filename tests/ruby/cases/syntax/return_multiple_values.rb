def min_max(list)
  return nil, nil if list.empty?
  [list.min, list.max]
end
lo, hi = min_max([5, 3, 9])
p lo, hi
p min_max([])
def parse(s)
  key, value = s.split("=", 2)
  return key.strip, value&.strip
end
k, v = parse(" a = b ")
p [k, v]
p parse("flag")
def divide(a, b)
  return [nil, "division by zero"] if b.zero?
  [a / b, nil]
end
result, err = divide(10, 0)
p result, err
result, err = divide(10, 3)
p result, err
def triple
  return 1, 2, 3
end
a, b = triple
p [a, b]
x = triple
p x
