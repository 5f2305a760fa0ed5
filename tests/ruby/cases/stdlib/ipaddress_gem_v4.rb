require 'ipaddress'
ip = IPAddress.parse("172.16.10.1/24")
p ip.class, ip.address, ip.prefix.to_i, ip.prefix.class, ip.netmask, ip.to_s, ip.to_string
p ip.network.to_string, ip.broadcast.to_string, ip.first.to_s, ip.last.to_s, ip.size
p ip.hosts.size, ip.hosts.first.to_s, ip.hosts.last.to_s
n = []
IPAddress("10.0.0.0/29").each_host { |h| n << h.to_s }
p n
p ip.include?(IPAddress("172.16.10.200")), ip.include?(IPAddress("172.16.11.1")), ip.include_all?(IPAddress("172.16.10.4"), IPAddress("172.16.10.9"))
p ip.octets, ip[0], ip.to_u32, ip.to_i, ip.hex, ip.bits, ip.private?, IPAddress("8.8.8.8").private?
p ip.network?, ip.network.network?, ip.a?, ip.b?, ip.c?, IPAddress("10.1.1.1").a?, IPAddress("192.168.0.1/24").c?
p ip.reverse, ip.arpa, IPAddress("127.0.0.1").loopback?, IPAddress("224.0.0.1").multicast?
p IPAddress.valid?("10.0.0.1"), IPAddress.valid?("10.0.0.256"), IPAddress.valid?("::1"), IPAddress.valid?("foo")
p IPAddress.valid_ipv4?("1.2.3.4"), IPAddress.valid_ipv4?("1.2.3"), IPAddress.valid_ipv6?("2001:db8::1"), IPAddress.valid_ipv6?("1.2.3.4")
p IPAddress.valid_ipv4_netmask?("255.255.255.0"), IPAddress.valid_ipv4_netmask?("255.0.255.0")
p ip.split(4).map(&:to_string), ip.subnet(26).map(&:to_string)
p IPAddress("10.0.0.1/8").supernet(7).to_string rescue p $!
p (IPAddress("10.0.0.0/24") + IPAddress("10.0.1.0/24")).map(&:to_string)
p IPAddress::IPv4.summarize(IPAddress("10.0.0.0/24"), IPAddress("10.0.1.0/24"), IPAddress("10.0.2.0/24")).map(&:to_string)
p IPAddress("10.0.0.5") <=> IPAddress("10.0.0.9"), IPAddress("10.0.0.5") == IPAddress("10.0.0.5"), IPAddress("10.0.0.5/24") < IPAddress("10.0.0.5/16")
p [IPAddress("10.0.0.9"), IPAddress("10.0.0.1"), IPAddress("9.0.0.1")].sort.map(&:to_s)
p IPAddress("10.0.0.1").prefix.to_i, IPAddress::IPv4.new("10.1.1.1/255.255.255.128").prefix.to_i
p IPAddress::IPv4.parse_u32(167772161, 8).to_string, IPAddress::IPv4.parse_classful("10.1.2.3").to_string, IPAddress::IPv4.parse_data(IPAddress("1.2.3.4").data).to_s
p ip.prefix.hostmask, ip.prefix.bits, ip.prefix.to_ip, ip.prefix.octets, ip.prefix + 2, ip.prefix.host_prefix
p IPAddress::Prefix32.new(16).to_ip, IPAddress::Prefix32.parse_netmask("255.255.240.0").to_i
p ip.to_ipv6
x = IPAddress("10.0.0.1/24")
x.prefix = 16
p x.to_string, x.network.to_string
x[3] = 200
p x.to_string
p IPAddress.ntoa(3232235777), ip.ipv4?, ip.ipv6?
p ip.allocate.to_s, ip.allocate.to_s rescue p $!.class
begin
  IPAddress.parse("zz")
rescue ArgumentError => e
  p e.message
end
begin
  IPAddress::IPv4.new("10.0.0.300")
rescue ArgumentError => e
  p e.message
end
p IPAddress("192.168.1.0/30").map(&:to_s), IPAddress("192.168.1.0/30").to_a.size
