require 'resolv'
p Resolv::IPv4::Regex.match?("1.2.3.4"), Resolv::IPv6::Regex.match?("::1")
