# instance_exec passes exactly its arguments (a lambda of none runs); instance_eval yields self
rule = -> { 1 + 1 }
class Judge
  def run(rule) = instance_exec(&rule)
  def pick(list) = list.find { |cond, _k| instance_exec(&cond) }.last
  def size_ok = true
end
p Judge.new.run(rule)
p Judge.new.pick([[-> { false }, :a], [-> { size_ok }, :b]])
p 5.instance_exec(2) { |x| self + x }
p "a".instance_eval { |s| [self, s] }
p Object.new.instance_exec { |*a| a }
begin
  Object.new.instance_exec
rescue LocalJumpError => e
  p e.message
end
begin
  Object.new.instance_eval(&-> { 1 })
rescue ArgumentError => e
  p e.message
end
