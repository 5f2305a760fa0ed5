# Array patterns: fixed length, splats, nesting, bare lists, Const(...) and Const[...].
def shape(v)
  case v
  in [] then "empty"
  in [x] then "one: #{x}"
  in [Integer => a, Integer => b] then "two ints: #{a + b}"
  in [first, *, last] if first == last then "same ends #{first}"
  in [String, *rest] then "string head, rest #{rest}"
  in [_, [_, *inner]] then "nested, inner #{inner}"
  in [*init, :end] then "ends with :end after #{init}"
  in [a, b, c] then "three #{[a, b, c]}"
  else "other #{v.inspect}"
  end
end

[[], [1], [1, 2], [1, "x", 1], ["s", 1, 2], [0, [1, 2, 3]], [1, 2, :end], [1, 2, 3], [1, 2, 3, 4], "str"].each do |v|
  puts shape(v)
end

# bare element lists at the top of a clause
case [1, 2, 3]
in a, b, c
  p [:bare, a, b, c]
end
case [1, 2, 3]
in first, *others
  p [:bare_splat, first, others]
end
case [1, 2, 3]
in *, last
  p [:bare_last, last]
end
case [1, 2, 3]
in Integer,;
  p :trailing_comma_is_a_rest
end
case [1]
in [1,]
  p :bracket_trailing_comma
end
case []
in *all
  p [:splat_only, all]
end

# underscore names may repeat
case [1, 2, 3, 4]
in [_, _, _x, _x]
  p [:underscores, _x]
end

# Const(...) and Const[...] check the class first
case [1, 2]
in Array(a, b) then p [:array_paren, a, b]
end
case [1, 2]
in Array[a, *] then p [:array_bracket, a]
end
case [1, 2]
in Hash[*] then p :hash
in Array() then p :no_empty_paren
in Array[] then p :no_empty_bracket
in Array[_, _] then p :array_two
end

# deconstruct on a user class
class Point
  attr_reader :x, :y
  def initialize(x, y)
    @x, @y = x, y
  end

  def deconstruct
    puts "deconstruct called"
    [x, y]
  end
end

case Point.new(1, 2)
in [0, 0] then p :origin
in Point(0, y) then p [:on_y_axis, y]
in Point(x, y) then p [:point, x, y]
end

# Struct's deconstruct is its values
S = Struct.new(:a, :b)
case S.new(1, 2)
in [a, b] then p [:struct, a, b]
end
case S.new(1, 2)
in S[a, 2] then p [:struct_bracket, a]
end

# nested arrays and binding as matching goes
case [[1, [2, 3]], 4]
in [[a, [b, c]], d]
  p [a, b, c, d]
end
m = case [1, 9]
    in [x, 2] then :no
    else :else
    end
p [m, x]

# the subject is deconstructed once for the whole case
class Counted
  def initialize(items)
    @items = items
    @calls = 0
  end
  attr_reader :calls

  def deconstruct
    @calls += 1
    @items
  end
end
c = Counted.new([1, 2])
case c
in [String, *] then p :no
in [_] then p :no
in [Integer, String] | [String, Integer] then p :no
in [a, b] then p [:found, a, b]
end
p c.calls
inner = Counted.new([3])
case [inner]
in [[1]] then p :no
in [[2]] then p :no
in [[x]] then p [:nested_found, x]
end
p inner.calls
