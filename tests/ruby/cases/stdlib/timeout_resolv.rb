require 'timeout'
require 'resolv'
p Timeout::Error.ancestors.take(3)
p Timeout.timeout(1) { |s| s }
begin
  Timeout.timeout(0.2) { sleep 2 }
rescue Timeout::Error => e
  p e.class, e.message
end
begin
  Timeout.timeout(0.2, ArgumentError, "slow") { loop { } }
rescue => e
  p e.class, e.message
end
p Timeout.timeout(nil) { 5 }, Timeout.timeout(0) { 6 }
include Timeout
p timeout(1) { 3 }
r = Timeout.timeout(2) do
  begin
    Timeout.timeout(0.1) { sleep 1 }
  rescue Timeout::Error
    :inner
  end
end
p r
p Resolv::ResolvTimeout.ancestors.take(4), Resolv::ResolvError.superclass
p Resolv.getaddress("localhost"), Resolv.getaddress("127.0.0.1"), Resolv.getname("127.0.0.1")
p Resolv.getaddresses("localhost").include?("127.0.0.1"), Resolv.getnames("127.0.0.1").include?("localhost")
begin
  Resolv.getaddress("nonexist.invalid")
rescue Resolv::ResolvError => e
  p e.class, e.message
end
begin
  Resolv.getname("192.0.2.55")
rescue Resolv::ResolvError => e
  p e.message
end
p Resolv.getaddresses("nonexist.invalid")
p "10.1.2.3" =~ Resolv::IPv4::Regex, "10.1.2.300" =~ Resolv::IPv4::Regex, "::1" =~ Resolv::IPv6::Regex, "2001:db8::1".match?(Resolv::IPv6::Regex), "host" =~ Resolv::IPv6::Regex
a = []
Resolv.each_address("localhost") { |x| a << x }
p a.include?("127.0.0.1")
