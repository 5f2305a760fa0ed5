case value
in [Integer => a, [b, *c]] if a > 0 then p [a, b, c]
in {name: String => nm, age:, **rest} unless nm.empty?
  rest
in [*, 3, *post] then post
in Point(x: 1, y: 0..) | Point[0, _] then 3
in ^x | ^(1 + 2) | ^@iv then 4
in nil | ..0 | 1... then 5
in {**nil} | {} | [] then 6
in a, *r then 7
in k:
  k
else
end
value => {a:}
ok = value in [_, _]
