# Odd arguments to Addrinfo and Socket found by bench/sweep_builtins.py (MRI 3.1 goldens)
require "socket"
def show(label)
  p [label, yield]
rescue Exception => e
  p [label, e.class, e.message]
end
show("Addrinfo.new") { Addrinfo.new }
[5, nil, [], ["AF_INET"]].each { |a| show("Addrinfo.new(#{a.inspect})") { Addrinfo.new(a) } }
show("Addrinfo array") { Addrinfo.new(["AF_INET", 80, "localhost", "127.0.0.1"]).inspect }
show("Addrinfo STREAM") { Addrinfo.new(["AF_INET", 80, "localhost", "127.0.0.1"], nil, :STREAM).inspect }
show("Addrinfo sockaddr_in") { Addrinfo.new(Socket.sockaddr_in(80, "127.0.0.1")).inspect }
show("getaddress binary") { IPSocket.getaddress("\xff".b) }
show("getservbyname(nil)") { Socket.getservbyname(nil) }
show("getservbyname(80)") { Socket.getservbyname("80") }
