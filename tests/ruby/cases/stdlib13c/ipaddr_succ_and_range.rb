require 'ipaddr'
ip = IPAddr.new("10.0.0.254")
p ip.succ.to_s, ip.succ.succ.to_s, IPAddr.new("10.0.0.0/30").to_range.map(&:to_s), IPAddr.new("10.0.0.5/24").to_s
