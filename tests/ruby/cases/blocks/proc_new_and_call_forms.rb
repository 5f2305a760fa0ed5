sq = Proc.new { |x| x * x }
puts sq.call(3)
puts sq.(4)
puts sq[5]
puts sq.yield(6)
puts sq === 7
puts sq.class
l = lambda do |a, b|
  a - b
end
puts l.call(10, 3)
stabby = ->(n) do
  n.to_s * 2
end
puts stabby.call(4)
case 5
when ->(n) { n > 3 } then puts "big"
else puts "small"
end
puts Proc.new { |x| x }.call(1, 2)
h = Hash.new { |hash, k| hash[k] = k * 2 }
puts h[4]
puts h.to_a.inspect
puts proc { 1 }.call(99, 100)
