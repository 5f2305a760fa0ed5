require 'socket'
p Socket.gethostname.is_a?(String), Socket.gethostname.empty?, Addrinfo.tcp("127.0.0.1", 80).ip_address, Addrinfo.tcp("127.0.0.1", 80).ip_port
