require 'ipaddr'
begin
  IPAddr.new("300.1.1.1")
rescue IPAddr::InvalidAddressError => e
  p e.class, e.message
end
p IPAddr.new("1.1.1.1") < IPAddr.new("1.1.1.2"), IPAddr.new("1.1.1.1") == "1.1.1.1", (IPAddr.new("1.1.1.1")..IPAddr.new("1.1.1.3")).map(&:to_s)
