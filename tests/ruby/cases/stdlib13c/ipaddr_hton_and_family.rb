require 'ipaddr'
p IPAddr.new("1.2.3.4").family == Socket::AF_INET, IPAddr.new("::1").family == Socket::AF_INET6, IPAddr.new("1.2.3.4").ipv4_mapped.to_s, IPAddr.new("1.2.3.4").inspect
