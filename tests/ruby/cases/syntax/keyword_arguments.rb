def service(name, action: :start, retries: 3, **opts)
  "#{name} #{action} retries=#{retries} opts=#{opts}"
end
puts service("nginx")
puts service("nginx", action: :restart)
puts service("nginx", retries: 0, timeout: 5, user: "root")
def required(host:, port:)
  "#{host}:#{port}"
end
puts required(port: 22, host: "h")
begin
  required(host: "h")
rescue ArgumentError => e
  puts e.message
end
begin
  required(host: "h", port: 1, extra: true)
rescue ArgumentError => e
  puts e.message
end
opts = { action: :stop, retries: 1 }
puts service("redis", **opts)
puts service("redis", **opts, retries: 9)
def mixed(a, b = a * 2, *rest, c:, d: c + 1, **kw, &blk)
  [a, b, rest, c, d, kw, blk&.call].inspect
end
puts mixed(1, c: 3)
puts mixed(1, 2, 3, 4, c: 5, d: 6, e: 7) { :blk }
def kw_only(**kw) = kw
p kw_only
p kw_only(a: 1, "b": 2)
def pos_hash(h) = h
p pos_hash(a: 1, b: 2)
def optional_hash(opts = {}) = opts
p optional_hash(x: 1)
p optional_hash
