r = (5..)
p r
p r.first(3)
p r.include?(1000)
p r.include?(4)
p r.end
p (..10).include?(3)
p (..10)
p (1..).each.first(2)
arr = %w[a b c d e]
p arr[2..]
p arr[..1]
p arr[...1]
p arr[-2..]
def classify(n)
  case n
  when ...0 then "negative"
  when 0 then "zero"
  when 1..9 then "small"
  when 10.. then "large"
  end
end
p [-5, 0, 3, 42].map { |n| classify(n) }
p (1..).lazy.map { |x| x * 2 }.first(3)
p (3..).size
p (1..nil).begin
