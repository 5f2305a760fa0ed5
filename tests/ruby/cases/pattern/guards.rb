# Alternatives, `=>` bindings, guards, else, and which clause wins.
def grade(score)
  case score
  in Integer | Float => n if n >= 90 then "A (#{n})"
  in Integer | Float => n unless n < 50 then "pass (#{n})"
  in Integer | Float then "fail"
  in String => s if s.match?(/\A\d+\z/) then grade(s.to_i)
  in nil then "absent"
  end
end

[95, 90.5, 70, 10, "93", nil].each { |s| puts grade(s) }

case [1, [2, 3]]
in [Integer => a, [_, _] => pair] => whole
  p [a, pair, whole]
end

case 5
in 1 | 2 | 3 then p :small
in 4 | 5 | 6 then p :medium
end

case {k: [1, 2]}
in {k: [1, *] | [*, 9]} then p :alt_in_hash
end

case [1, 2]
in [_, _] | [] then p :alt_arrays
end

case 3
in _ | _x then p :underscore_alternatives
end

# guards see the names the pattern bound, and the case's value is the clause's value
r = case [3, 4]
    in [a, b] if a > b then :desc
    in [a, b] if a < b then :asc
    end
p r

# an empty else still means no error; an empty clause body is nil
p(case 1; in 2 then :x else end)
p(case 1; in 1 then end)
p(case 1; in Integer; :semicolon end)

# in a block and in a method, with locals of the enclosing scope
total = 0
[[1, 2], [3], "x"].each do |v|
  case v
  in [a, b] then total += a + b
  in [a] then total += a
  else total += 100
  end
end
p total

def first_name(user) = case user; in {name: String => n} then n else "?" end
p first_name({name: "ann"}), first_name({})

# a clause binds names even when it fails later
case [1, 2]
in [x, 3] then p :no
in _ then p [:x_left_from_failed_clause, x]
end

# one-line forms
config = {db: {user: "admin", port: 5432}}
config => {db: {user:, port: Integer => port}}
p [user, port]
[1, [2, 3]] => [one, [*two_three]]
p one, two_three
1 => lone
p lone
p((1 in Integer))
p((1 in String))
p(({a: 1} in {a: Integer}))
if config in {db: {port: 5432}}
  p :if_in
end
p(([1, 2] in [_, _] | [_]))
ok = 5 in 1..10
p ok
{name: "n"} => {name:}
p name
[3, 4] => a, b
p a + b
