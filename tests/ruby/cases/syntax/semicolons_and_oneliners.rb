a = 1; b = 2; p a + b
def f(x); x * 2; end; p f(3)
if a == 1 then p :then_form end
unless b == 1 then p :unless_then end
while a < 3 do a += 1 end; p a
class One; def v; 1; end; end; p One.new.v
[1, 2].each { |x| print x; print "," }; puts
x = (y = 2; y + 1); p x
p [1, 2, 3].sum; p [4, 5].sum
begin; raise "one-line"; rescue => e; p e.message; end
case 1 when 1 then p :one end
