require 'ipaddr'
a = IPAddr.new("192.168.1.10/24")
p a, a.to_s, a.to_string, a.prefix, a.netmask, a.ipv4?, a.ipv6?, a.to_i
p a.include?(IPAddr.new("192.168.1.77")), a.include?("192.168.2.1"), a === "192.168.1.5"
r = a.to_range
p r.first.to_s, r.last.to_s, r.first.class
b = IPAddr.new("10.0.0.1")
p b.private?, b.loopback?, IPAddr.new("127.0.0.1").loopback?, IPAddr.new("8.8.8.8").private?
p IPAddr.new("172.20.3.4").private?, IPAddr.new("169.254.1.1").link_local?
p b.succ.to_s, b.mask(8).to_s, b.mask("255.255.0.0").to_s, b.mask(8).prefix
p b <=> IPAddr.new("10.0.0.2"), b == "10.0.0.1", b == IPAddr.new("10.0.0.1"), b < IPAddr.new("10.0.0.3")
p [IPAddr.new("10.0.0.9"), IPAddr.new("10.0.0.3"), IPAddr.new("9.1.1.1")].sort.map(&:to_s)
p b.reverse, b.hash == IPAddr.new("10.0.0.1").hash, b.eql?(IPAddr.new("10.0.0.1"))
p (b | "0.0.0.255").to_s, (b & "255.0.0.0").to_s, (b << 8).to_s, (b >> 8).to_s, (~b).to_s
v6 = IPAddr.new("2001:db8::1/64")
p v6, v6.to_s, v6.to_string, v6.prefix, v6.ipv6?, v6.include?("2001:db8::ffff"), v6.to_range.last.to_s
p IPAddr.new("::1").loopback?, IPAddr.new("fd00::1").private?, IPAddr.new("fe80::1").link_local?
p IPAddr.new("::ffff:192.168.1.1").ipv4_mapped?, IPAddr.new("::ffff:192.168.1.1").native.to_s
p IPAddr.new("192.168.1.1").ipv4_mapped.to_s, IPAddr.new("2001:db8::1").reverse
p IPAddr.new("0:0:0:0:0:0:0:1").to_s, IPAddr.new("2001:0db8:0000:0000:0000:ff00:0042:8329").to_s
p IPAddr.new("[::1]").to_s, IPAddr.new("fe80::1%eth0").zone_id
p IPAddr.new(3232235777, Socket::AF_INET).to_s
p IPAddr.new("192.168.0.0/24").to_range.count rescue p $!.class
p IPAddr.new("10.0.0.0/30").to_range.map(&:to_s)
["1.2.3.256", "1.2.3", "foo", "1.2.3.4/33", "1.2.3.4/abc", "::1::2", "01.2.3.4"].each do |bad|
  begin
    IPAddr.new(bad)
    p [:ok, bad]
  rescue IPAddr::Error => e
    p [e.class, e.message]
  end
end
p IPAddr::InvalidPrefixError.ancestors.take(4)
p IPAddr.new("1.2.3.4").hton.size, IPAddr.ntop(IPAddr.new("1.2.3.4").hton)
p IPAddr.new("10.0.0.1").prefix = 8
x = IPAddr.new("10.1.2.3")
x.prefix = 16
p x.to_s, x.inspect
p IPAddr.new("10.0.0.1") == 42, IPAddr.new("1.1.1.1") <=> IPAddr.new("::1")
p IPAddr.new.to_s, IPAddr.new("0.0.0.0/0").include?("1.2.3.4")
