# WEBrick::Utils: host name, random strings, timeouts, and the listeners a server binds
# (over WEBrick::Transport, toque's sockets: webrick/__init__.py).

require "socket" # as the gem's: SocketError, the address lookups

module WEBrick
  module Utils
    module_function

    def set_non_blocking(io)
      nil
    end

    def set_close_on_exec(io)
      nil
    end

    def su(user)
      nil
    end

    def getservername
      Socket.gethostname
    end

    RAND_CHARS = ("A".."Z").to_a + ("a".."z").to_a + ("0".."9").to_a

    def random_string(len)
      Array.new(len) { RAND_CHARS[SecureRandom.random_number(RAND_CHARS.size)] }.join
    end

    def timeout(seconds, exception = Timeout::Error, &block)
      return yield if seconds.nil? || seconds.zero?
      Timeout.timeout(seconds, exception, &block)
    end

    def create_listeners(address, port)
      [WEBrick::Transport::Listener.new(address, port || 0)]
    end
  end
end
