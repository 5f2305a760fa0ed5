def config(port, hosts)
  <<~CONF
    server {
      listen #{port};
    #{hosts.map { |h| "  server_name #{h};" }.join("\n")}
    }
  CONF
end
puts config(80, %w[a.com b.com])

x = <<~A
    four spaces

  two spaces
A
p x

y = <<~B
  line with trailing \
  continuation
B
p y
z = <<~C.strip
  \ttab escape
C
p z
