node = { "app" => { "port" => 80 } }
p node["app"]&.fetch("port")
p node["db"]&.fetch("port")
p node.dig("db", "port")&.to_s
user = nil
p user&.name
p user&.name&.upcase
p user.to_s
s = "text"
p s&.upcase
p s&.length&.+(1)
count = nil
p count&.succ || 0
list = nil
p (list&.size).to_i
p nil&.foo.nil?
calls = 0
x = nil
x&.send((calls += 1).to_s)
p calls
h = { a: nil }
p h[:a]&.[](:b)
o = Struct.new(:val).new(nil)
o&.val = 5
p o.val
z = nil
z&.val = 6
p z
