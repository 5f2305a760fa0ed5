require 'ipaddr'
%w[10.1.1.1 172.16.5.4 192.168.0.1 8.8.8.8 127.0.0.1 169.254.1.1].each do |a|
  ip = IPAddr.new(a)
  p [a, ip.private?, ip.loopback?, ip.link_local?]
end
