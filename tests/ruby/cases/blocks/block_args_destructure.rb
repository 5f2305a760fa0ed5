pairs = [[1, [2, 3]], [4, [5, 6]]]
pairs.each { |a, (b, c)| puts "#{a} #{b} #{c}" }

{ a: 1, b: 2 }.each { |k, v| puts "#{k}=#{v}" }
{ a: 1 }.each { |pair| p pair }
{ a: 1 }.map { |k, v| [k, v] }.each { |(k, v)| p [v, k] }

[[1, 2, 3]].each { |first, *rest| p [first, rest] }
[[1, 2, 3]].each { |*all| p all }
[[1, 2]].each { |a| p a }
[1, 2].each_with_index { |x, i| puts "#{i}:#{x}" }
%w[x y].each.with_index(1) { |s, i| puts "#{i}. #{s}" }
{ k: [1, 2] }.each { |key, (one, two)| puts "#{key} #{one} #{two}" }
[[1, { x: 5 }]].each { |n, opts| puts "#{n} #{opts[:x]}" }
lam = ->((a, b), c) { a + b + c }
puts lam.call([1, 2], 3)
def yielder
  yield [1, 2], 3
end
yielder { |(a, b), c| puts a * b * c }
