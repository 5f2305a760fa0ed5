# Find patterns: [*, x, *] looks for the elements anywhere.
def find(v)
  case v
  in [*, :stop, *] then "has :stop"
  in [*pre, String => s, Integer => n, *post] then "#{s}=#{n} after #{pre} before #{post}"
  in [*, {name: String => name}, *] then "named #{name}"
  else "none"
  end
end

[
  [1, :stop, 2],
  [1, "a", 2, 3],
  ["x", "y", 7],
  [{id: 1}, {name: "n"}],
  [],
  [1, 2],
].each { |v| puts find(v) }

case [1, 2, 3, 2, 1]
in [*a, 2, *b]
  p [a, b]
end
case [0, 1, 2]
in [*, 1 => x, *]
  p x
end
case [0, 1, 2]
in [*a, 1 => b, 2 => c, *d]
  p [a, b, c, d]
end
case [1, 2, 3]
in Array(*, 3, *)
  p :const_find
end
case [1, 2, 3]
in String[*, 1, *] then p :no
in Array[*, 2, *post] then p [:bracket_find, post]
end
