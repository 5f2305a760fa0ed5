# WEBrick::GenericServer: listens, accepts, and runs each connection in a thread of its
# own; SimpleServer and Daemon, the ServerType values.

require "socket"
require "webrick/config"
require "webrick/log"

module WEBrick
  class ServerError < StandardError; end

  # ServerType values: SimpleServer serves in the calling thread, Daemon detaches first.
  class SimpleServer
    def self.start
      yield
    end
  end

  class Daemon
    def self.start
      Process.daemon
      File.umask(0)
      yield if block_given?
    end
  end

  class GenericServer
    attr_reader :status, :config, :logger, :tokens, :listeners

    def initialize(config = {}, default = Config::General)
      @config = default.dup.update(config)
      @status = :Stop
      @config[:Logger] ||= Log.new
      @logger = @config[:Logger]
      @tokens = Thread::SizedQueue.new(@config[:MaxClients] || 100)
      @listeners = []
      @shutdown_requested = false
      unless @config[:DoNotListen]
        raise ArgumentError, "Port must be an integer" if @config[:Port] && !@config[:Port].is_a?(Integer)
        listen(@config[:BindAddress], @config[:Port])
        @config[:Port] = @listeners[0].port if @config[:Port] == 0
      end
    end

    def [](key)
      @config[key]
    end

    def listen(address, port)
      @listeners.concat(Utils.create_listeners(address, port))
    end

    # Serves until `shutdown` (or `stop`): each connection in a thread of its own.
    def start(&block)
      raise ServerError, "already started." if @status != :Stop
      @status = :Running
      @logger.info("#{self.class}#start: pid=#{$$} port=#{@config[:Port]}")
      (@config[:ServerType] || SimpleServer).start { serve(block) }
    end

    def stop
      @status = :Shutdown if @status == :Running
      @shutdown_requested = true
    end

    def shutdown
      stop
      cleanup_listener if @status == :Stop
    end

    def run(sock)
      @logger.fatal("run() must be provided by user.")
    end

    private

    def serve(block)
      call_callback(:StartCallback)
      workers = []
      begin
        until @shutdown_requested || @listeners.empty?
          @listeners.each do |listener|
            conn = listener.accept(0.2)
            next unless conn
            call_callback(:AcceptCallback, conn)
            workers << Thread.start(conn) do |sock|
              Thread.current.report_on_exception = false
              begin
                block ? block.call(sock) : run(sock)
              rescue StandardError => e
                @logger.error(e)
              ensure
                sock.close
              end
            end
            workers.reject! { |t| !t.alive? }
          end
        end
      ensure
        workers.each { |t| t.join(1) }
        @status = :Shutdown
        @logger.info("going to shutdown ...")
        cleanup_listener
        call_callback(:StopCallback)
        @logger.info("#{self.class}#start done.")
        @status = :Stop
        @shutdown_requested = false
      end
    end

    def cleanup_listener
      @listeners.each(&:close)
      @listeners.clear
    end

    def call_callback(callback_name, *args)
      @config[callback_name]&.call(*args)
    end
  end
end
