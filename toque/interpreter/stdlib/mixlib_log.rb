# Mixlib::Log, the logging mixin Chef::Log is made of (mixlib-log 3.x, which Chef Infra
# Client ships), written from the gem's documentation and behaviour: a module extended by a
# class gets trace/debug/info/warn/error/fatal, level and level=, a logger made on first
# use (to $stdout at :warn, "[iso8601 time] LEVEL: message" lines), several log devices
# at once (use_log_devices), metadata and child loggers. Chef's own Chef::Log stays the
# run's log; this is what cookbooks and vendored gems extend themselves.
require "logger"

module Mixlib
  module Log
    VERSION = "3.2.16".freeze

    # The severities (Logger's, with TRACE below DEBUG) and the level methods.
    module Logging
      include ::Logger::Severity

      SEV_LABEL = %w{TRACE DEBUG INFO WARN ERROR FATAL ANY}.each(&:freeze).freeze
      # Chef's namespace defines these before any require (chef_lib/path_helper.rb)
      unless const_defined?(:LEVELS, false)
        TRACE = -1
        LEVELS = { trace: TRACE, debug: DEBUG, info: INFO, warn: WARN, error: ERROR, fatal: FATAL }.freeze
        LEVEL_NAMES = LEVELS.invert.freeze
      end

      attr_accessor :metadata

      def to_label(sev)
        SEV_LABEL[sev + 1] || "ANY"
      end

      # A block, when given, answers [message, progname, data].
      def pass(severity, args, progname = nil, data: {}, &block)
        args, progname, data = yield if block_given?
        add(severity, args, progname, data: data)
      end

      LEVELS.each do |name, level|
        define_method(name) do |msg = nil, data: {}, &block|
          pass(level, msg, data: data, &block)
          nil
        end
      end
    end

    # "[time] LEVEL: message", or "LEVEL: message" once show_time is false (for all).
    class Formatter < ::Logger::Formatter
      @@show_time = true

      def self.show_time=(show = false)
        @@show_time = show
      end

      def call(severity, time, progname, msg)
        return format("%s: %s\n", severity, msg2str(msg)) unless @@show_time

        format("[%s] %s: %s\n", time.iso8601, severity, msg2str(msg))
      end

      # A Hash message is {msg:} or {err: exception}, as Logger#add_data passes it.
      def msg2str(msg)
        case msg
        when ::Hash then msg.key?(:err) ? format_exception(msg[:err]) : msg[:msg]
        when ::String then msg
        when ::Exception then format_exception(msg)
        else msg.inspect
        end
      end

      def format_exception(msg)
        "#{msg.message} (#{msg.class})\n" + (msg.backtrace || []).join("\n")
      end
    end

    # A ::Logger that knows TRACE and writes through Mixlib::Log::Formatter.
    class Logger < ::Logger
      include Logging

      def initialize(logdev)
        super(nil, formatter: ::Mixlib::Log::Formatter.new)
        @logdev = ::Logger::LogDevice.new(logdev) if logdev
      end

      def trace?
        @level <= TRACE
      end

      def add_data(severity, message, progname, data: {})
        return true if @logdev.nil? || severity < @level

        data ||= {}
        if message.is_a?(::Exception)
          data[:err] = message
        else
          data[:msg] = message
        end
        @logdev.write(format_message(to_label(severity), Time.now, progname, data))
        true
      end
      alias add add_data
    end

    # A logger that adds its own metadata and hands everything to its parent.
    class Child
      include Logging

      attr_reader :parent

      def initialize(parent, metadata = {})
        @parent = parent
        @metadata = metadata
      end

      def level
        parent.level
      end

      %i{trace? debug? info? warn? error? fatal?}.each do |name|
        define_method(name) { parent.send(name) }
      end

      def add(severity, message = nil, progname = nil, data: {}, &block)
        data = metadata.merge(data) if data.is_a?(Hash)
        parent.send(:pass, severity, message, progname, data: data, &block)
      end

      def with_child(metadata = {})
        child = Child.new(self, metadata)
        block_given? ? yield(child) : child
      end
    end

    include Logging

    def reset!
      @logger ||= nil
      @loggers ||= []
      close!
      @logger = @loggers = nil
      @metadata = {}
    end

    def loggers
      @loggers ||= [logger]
    end

    def logger
      @logger ||= init
    end

    def logger=(new_log_device)
      reset!
      @logger = new_log_device
    end

    # Log to another Mixlib::Log's devices, or to an array of loggers.
    def use_log_devices(other)
      if other.respond_to?(:loggers) && other.respond_to?(:logger)
        @loggers = other.loggers
        @logger = other.logger
      elsif other.is_a?(Array)
        @loggers = other
        @logger = other.first
      else
        raise ArgumentError, "#use_log_devices takes a Mixlib::Log object or array of log devices. " \
                             "You gave: #{other.inspect}"
      end
      @configured = true
    end

    # init, init(io_or_path), or init(a_logger): a fresh logger at :warn.
    def init(*opts)
      reset!
      @logger = logger_for(*opts)
      @logger.formatter = Mixlib::Log::Formatter.new if @logger.respond_to?(:formatter=)
      @logger.level = ::Logger::WARN
      @configured = true
      @parent = nil
      @metadata = {}
      @logger
    end

    def configured?
      @configured
    end

    def level=(new_level)
      level = LEVEL_NAMES.key?(new_level) ? new_level : LEVELS[new_level]
      raise ArgumentError, "Log level must be one of :trace, :debug, :info, :warn, :error, or :fatal" if level.nil?

      loggers.each { |l| l.level = level }
    end

    def level(new_level = nil)
      return LEVEL_NAMES[logger.level] if new_level.nil?

      self.level = new_level
    end

    %i{trace? debug? info? warn? error? fatal?}.each do |name|
      define_method(name) { logger.send(name) }
    end

    def <<(msg)
      loggers.each { |l| l << msg }
    end

    def add(severity, message = nil, progname = nil, data: {}, &block)
      message, progname, data = yield if block_given?
      data = metadata.merge(data) if metadata.is_a?(Hash) && data.is_a?(Hash)
      loggers.each do |l|
        if l.respond_to?(:add_data) && !data.nil? && !data.empty?
          l.add_data(severity, message, progname, data: data)
        else
          l.add(severity, message, progname)
        end
      end
    end
    alias log add

    def with_child(metadata = {})
      child = Child.new(self, metadata)
      block_given? ? yield(child) : child
    end

    # Anything else a Logger answers goes to every logger.
    def method_missing(name, *args, &block)
      loggers.each { |l| l.send(name, *args, &block) }
    end

    def respond_to_missing?(name, include_private = false)
      loggers.any? { |l| l.respond_to?(name, include_private) } || super
    end

    private

    # no argument: $stdout; an object that logs at every level: itself; else a device
    def logger_for(*opts)
      return Mixlib::Log::Logger.new($stdout) if opts.empty?
      return opts.first if LEVELS.keys.all? { |level| opts.first.respond_to?(level) }

      Mixlib::Log::Logger.new(*opts)
    end

    # loggers writing to files they opened are closed on reset!
    def close!
      [@logger, *@loggers].compact.uniq.each do |l|
        next unless l.instance_variable_defined?(:@logdev)

        dev = l.instance_variable_get(:@logdev)
        l.close if dev && dev.filename
      rescue StandardError
        nil
      end
    end
  end
end
