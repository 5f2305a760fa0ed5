# Hash patterns: keys, nested values, **rest, **nil, {} and deconstruct_keys.
def describe(h)
  case h
  in {} then "empty"
  in {status: 200 | 201 => code, body:} then "ok #{code}: #{body}"
  in {status: 400..499 => code} then "client error #{code}"
  in {user: {name: String => name, roles: [*, :admin, *]}} then "admin #{name}"
  in {user: {name:}} then "user #{name}"
  in {type: :point, x: Integer => x, **nil} then "bare point #{x}"
  in {type: :point, **rest} then "point with #{rest}"
  else "other #{h.inspect}"
  end
end

[
  {},
  {status: 200, body: "hi"},
  {status: 201, body: "made", extra: 1},
  {status: 404},
  {user: {name: "ann", roles: [:dev, :admin]}},
  {user: {name: "bob", roles: []}},
  {type: :point, x: 1},
  {type: :point, x: 1, y: 2},
  {other: true},
  [1],
].each { |h| puts describe(h) }

# bare key lists at the top of a clause, quoted keys, trailing commas
case {a: 1, b: 2}
in a:, b:
  p [:bare, a, b]
end
case {"a-b": 1, c: 2}
in "a-b": 1, "c":;
  p [:quoted, c]
end
case {a: 1}
in {a:,}
  p [:trailing, a]
end
case {a: 1, b: 2}
in {a: 1, **others}
  p [:rest, others]
end
case {a: 1}
in {a: 1, **nil}
  p :exactly
end
case {a: 1}
in **all
  p [:all, all]
end
case {x: 1, y: 2}
in {x:, **}
  p [:anonymous_rest, x]
end
case {a: 1}
in {}
  p :no
in {**nil}
  p :no
else
  p :not_empty
end
# string keys are not symbol keys
case({"a" => 1})
in {a: 1} then p :no
else p :string_keys_do_not_match
end

# a label ending a line ends the pattern
case {name: "x"}
in name:
  p [:newline_after_label, name]
end
case {a: 1}
in {a:
  1}
  p :newline_inside_braces
end

# deconstruct_keys is asked for the keys it needs (nil when **rest needs all)
class Keys
  def initialize(h)
    @h = h
  end

  def deconstruct_keys(keys)
    puts "asked for #{keys.inspect}"
    @h
  end
end
k = Keys.new({a: 1, b: 2, c: 3})
case k
in {a: 1, b:} then p [:b, b]
end
case k
in {a:, **rest} then p [:rest, rest]
end
case k
in {a:, **} then p [:anon, a]
end
case k
in {a:, **nil} then p :no
else p :extra_keys
end
case k
in {} then p :no
else p :not_empty
end
case k
in Keys(c:) then p [:const_hash, c]
end
case k
in Keys[a: Integer => first] then p [:const_bracket, first]
end

# Struct
Pt = Struct.new(:x, :y)
case Pt.new(1, 2)
in {x:, y:} then p [:struct_keys, x, y]
end
case Pt.new(1, 2)
in Pt(x: 1, **rest) then p [:struct_rest, rest]
end
KW = Struct.new(:a, :b, keyword_init: true)
case KW.new(a: 0, b: 1)
in a:, c: then p :no
in b: then p [:keyword_struct, b]
end
p Pt.new(1, 2).deconstruct_keys([:x])
p Pt.new(1, 2).deconstruct_keys(nil)
p Pt.new(1, 2).deconstruct_keys([:x, :z])
p({a: 1}.deconstruct_keys(nil))
p [1, 2].deconstruct
