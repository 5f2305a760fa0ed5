require 'ipaddress'
ip6 = IPAddress("2001:db8::8:800:200c:417a/64")
p ip6.class, ip6.address, ip6.compressed, ip6.to_s, ip6.to_string, ip6.to_string_uncompressed
p ip6.prefix.to_i, ip6.groups, ip6.network.to_string
p ip6.include?(IPAddress("2001:db8::1")), ip6.include?(IPAddress("2001:db9::1")), ip6.network?
p ip6.to_u128, ip6.to_i == ip6.to_u128, ip6.to_hex, ip6.reverse, ip6.size
p IPAddress("::1").loopback?, IPAddress("::").unspecified?, IPAddress("::1").to_string
p ip6.literal, ip6[1], ip6.ipv6?, ip6.ipv4?, ip6.mapped?, ip6.bits.size
m = IPAddress("::ffff:192.168.100.1")
p m.class, m.ipv4.to_s, m.mapped?, m.to_s, m.to_string
p IPAddress::IPv6.compress("2001:0db8:0000:0000:0008:0800:200c:417a"), IPAddress::IPv6.expand("2001:db8::1")
p IPAddress::IPv6.parse_u128(42540766411282592856906245548098208122).to_s
p IPAddress::IPv6.parse_hex("20010db80000000000080800200c417a", 64).to_string
p IPAddress::IPv6::Unspecified.new.to_s, IPAddress::IPv6::Loopback.new.to_s
p IPAddress("2001:db8::1/64") <=> IPAddress("2001:db8::2/64"), IPAddress("2001:db8::1") == IPAddress("2001:db8::1")
p IPAddress("2001:db8::/126").each.map(&:to_s) rescue p $!
p IPAddress::IPv6.parse_data(IPAddress("2001:db8::1").data).to_s
x = IPAddress("2001:db8::1/64")
x.prefix = 48
p x.to_string, x.network.to_string
p IPAddress("2001:db8::1").prefix.to_i
begin
  IPAddress::IPv6.new("2001:db8::zz")
rescue ArgumentError => e
  p e.message
end
