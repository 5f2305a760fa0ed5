require 'ipaddr'
v6 = IPAddr.new("2001:db8::1")
p v6.ipv6?, v6.to_s, v6.to_string, IPAddr.new("127.0.0.1").to_i, IPAddr.new("::ffff:1.2.3.4").ipv4_mapped?, IPAddr.new("1.2.3.4").reverse
