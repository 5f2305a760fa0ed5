# Integer and Float share +, -, *, the relational operators and abs2/finite?/remainder
# (Numeric methods, as in MRI): one implementation, the same results and owners.
p 1+2, 1+2.5, 2.5+1, 1.5+2.5, 10**20+0.5, 3-1.5, 2.0*3, 7.remainder(-3), 7.5.remainder(2), 3.abs2, 2.5.abs2
p 3.finite?, 3.infinite?, 2.5.integer?, 3.integer?, (1.0/0).infinite?
p Integer.instance_method(:abs2).owner, Float.instance_method(:remainder).owner, Integer.instance_method(:finite?).owner, Float.instance_method(:integer?).owner
class Foo; def coerce(o) = [o, 5]; end
p 1 + Foo.new, 1.5 * Foo.new
begin; 1 + "a"; rescue => e; p e; end
begin; 1.5 - nil; rescue => e; p e; end
p (2**70) * 1.5, 1.send(:+, 2), 1.method(:+).arity
