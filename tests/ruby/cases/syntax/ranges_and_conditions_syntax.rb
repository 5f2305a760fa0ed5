x = 5
p (1..10) === x
p (1...x).to_a
p (x..).first(2)
p x.between?(1, 10)
p [1, 2, 3][1..]
p [1, 2, 3][..-2]
r = (x - 1)..(x + 1)
p r
p r.to_a
range = (1..)
p range.include?(10**9)
p (1..x).step(2).map { |i| i * 10 }
p ("a".."c").include?("b")
case x
when ..0 then p :nonpositive
when 1..9 then p :digit
end
