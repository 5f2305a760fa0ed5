# the webrick gem requires socket: its errors (SocketError) and classes are there
require "webrick/utils"
p defined?(SocketError), defined?(TCPServer), defined?(Addrinfo)
