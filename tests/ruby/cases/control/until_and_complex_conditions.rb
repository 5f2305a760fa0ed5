services = { "db" => false, "cache" => false, "web" => false }
order = %w[db cache web]
step = 0
until services.values.all?
  name = order[step]
  services[name] = true
  puts "started #{name} (#{services.count { |_, v| v }}/#{services.size})"
  step += 1
end
p services
x = 0
x += 3 until x > 10 || x % 7 == 0
p x
ok = !services.empty? && services.none? { |_, v| !v }
p ok
a = nil
b = a.nil? ? "was nil" : a
p b
flag = (x > 5 and not services.empty?)
p flag
