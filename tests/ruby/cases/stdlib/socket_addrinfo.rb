require 'socket'
a = Addrinfo.tcp("127.0.0.1", 80)
p a, a.ip_address, a.ip_port, a.ipv4?, a.ipv6?, a.ipv4_loopback?, a.ipv4_private?, a.afamily, a.pfamily, a.socktype, a.protocol, a.ip?, a.inspect_sockaddr, a.canonname, a.ip_unpack
b = Addrinfo.udp("::1", 53)
p b, b.ipv6_loopback?, b.inspect_sockaddr
p Addrinfo.ip("10.1.2.3"), Addrinfo.ip("10.1.2.3").ipv4_private?
p Socket.getaddrinfo("127.0.0.1", 80, nil, :STREAM)
p Socket.getaddrinfo("localhost", "http", Socket::AF_INET, Socket::SOCK_STREAM)
p Addrinfo.getaddrinfo("127.0.0.1", 22, nil, :STREAM)
p Socket::AF_INET, Socket::AF_INET6, Socket::AF_UNSPEC, Socket::SOCK_STREAM, Socket::SOCK_DGRAM, Socket::IPPROTO_TCP
begin; TCPSocket.new("127.0.0.1", 1); rescue => e; p e.class, e.message, e.class.ancestors.take(4); end
begin; Socket.getaddrinfo("no-such-host.invalid", 80); rescue => e; p e.class; end
begin; TCPSocket.new("no-such-host.invalid", 80); rescue => e; p e.class; end
p IPSocket.getaddress("127.0.0.1")
p Socket.ip_address_list.first.class
p Socket.gethostname.class
p Addrinfo.tcp("127.0.0.1", 80) == Addrinfo.tcp("127.0.0.1", 80)
p Addrinfo.ip("192.168.1.1").ipv4_private?, Addrinfo.ip("172.16.0.1").ipv4_private?, Addrinfo.ip("8.8.8.8").ipv4_private?
p Addrinfo.ip("224.0.0.1").ipv4_multicast?, Addrinfo.ip("fe80::1").ipv6_linklocal?, Addrinfo.ip("fc00::1").ipv6_unique_local?
p Addrinfo.tcp("127.0.0.1", 80).getnameinfo rescue p $!
p Socket.sockaddr_in(80, "127.0.0.1").class
p Addrinfo.ip("::ffff:1.2.3.4").ipv6_v4mapped?
p Addrinfo.tcp("127.0.0.1", "http").ip_port
list = Socket.ip_address_list
p list.all? { |a| a.is_a?(Addrinfo) && a.ip? }, list.any?(&:ipv4_loopback?)
p list.map(&:ip_address).all? { |s| s.is_a?(String) && !s.empty? }
p Socket.gethostname.empty?, Socket.gethostname == Socket.gethostname
p Socket::Constants::AF_INET == Socket::AF_INET, SocketError.superclass, TCPSocket.ancestors.include?(IPSocket)
begin
  TCPSocket.new("127.0.0.1", 1)
rescue SystemCallError => e
  p e.errno == Errno::ECONNREFUSED::Errno
end
p Errno::ECONNREFUSED.new.message, Errno::ENOENT.new("x").message, Errno::EACCES.new("f", "open").message
