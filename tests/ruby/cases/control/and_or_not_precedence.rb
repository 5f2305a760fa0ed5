def truthy(v)
  puts "eval #{v.inspect}"
  v
end
r = truthy(nil) || truthy(1)
p r
r = truthy(1) || truthy(2)
p r
r = truthy(false) && truthy(3)
p r
x = truthy(nil) or truthy(:or)
p x
y = not(true)
p y
p (not true) == false
p !true && false
p !(true && false)
p (true or false and false)
p (true || false && false)
z = nil
z ||= truthy(:set)
z ||= truthy(:not_evaluated)
p z
