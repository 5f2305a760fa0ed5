a = [[[1, 2]]]
a.first[0].each do |x|
  p x
end
h = {"k" => [3, 4]}
h["k"].map do |x| x * 2 end.each do |y| p y end
r = a.first[0].map do |x| x + 1 end
p r
p(a.first[0].select do |x| x > 1 end)
class C; def [](i); [i]; end; end
C.new[5].each do |q| p q end
def m(x); yield x; end
m a.first[0] do |z| p z end
