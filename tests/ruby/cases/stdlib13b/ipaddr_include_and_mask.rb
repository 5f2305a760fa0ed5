require 'ipaddr'
net = IPAddr.new("10.0.0.0/8")
p net.include?(IPAddr.new("10.1.2.3")), net.include?("11.0.0.1"), net.to_s, net.to_range.first.to_s, net.prefix
p IPAddr.new("192.168.1.77").mask(24).to_s, IPAddr.new("192.168.1.77/255.255.255.0").to_s
