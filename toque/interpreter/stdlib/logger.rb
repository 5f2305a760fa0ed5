# Logger, as documented for Ruby 3.1's logger (1.5.0): severities DEBUG..UNKNOWN, a log
# device (an IO, a file name opened for appending, or nil), the default
# "S, [time #pid] SEVERITY -- progname: message" format or a formatter of one's own
# (anything answering call(severity, time, progname, msg)). Log files are not rotated.
class Logger
  VERSION = "1.5.0"
  ProgName = "logger.rb/v#{VERSION}"

  class Error < RuntimeError; end
  class ShiftingError < Error; end

  module Severity
    DEBUG = 0
    INFO = 1
    WARN = 2
    ERROR = 3
    FATAL = 4
    UNKNOWN = 5
  end
  include Severity

  SEV_LABEL = %w[DEBUG INFO WARN ERROR FATAL ANY].freeze
  private_constant :SEV_LABEL

  class Formatter
    Format = "%s, [%s #%d] %5s -- %s: %s\n"
    DatetimeFormat = "%Y-%m-%dT%H:%M:%S.%6N"

    attr_accessor :datetime_format

    def initialize
      @datetime_format = nil
    end

    def call(severity, time, progname, msg)
      Format % [severity[0, 1], format_datetime(time), Process.pid, severity, progname, msg2str(msg)]
    end

    private

    def format_datetime(time)
      time.strftime(@datetime_format || DatetimeFormat)
    end

    def msg2str(msg)
      case msg
      when ::String
        msg
      when ::Exception
        "#{msg.message} (#{msg.class})\n#{(msg.backtrace || []).join("\n")}"
      else
        msg.inspect
      end
    end
  end

  class LogDevice
    attr_reader :dev, :filename

    def initialize(log = nil, binmode: false, **options)
      @binmode = binmode
      if log.respond_to?(:write) && log.respond_to?(:close)
        @dev = log
      else
        @filename = log.to_s
        @dev = open_logfile(@filename)
      end
    end

    def write(message)
      @dev.write(message)
    rescue IOError, SystemCallError => e
      warn("log writing failed. #{e}")
    end

    def close
      @dev.close rescue nil
    end

    def reopen(log = nil)
      if log
        close
        @filename = log.respond_to?(:write) ? nil : log.to_s
        @dev = @filename ? open_logfile(@filename) : log
      elsif @filename
        close
        @dev = open_logfile(@filename)
      end
      self
    end

    private

    def open_logfile(filename)
      fresh = !File.exist?(filename) || File.size(filename) == 0
      dev = File.open(filename, "a")
      dev.sync = true
      dev.write(format("# Logfile created on %s by %s\n", Time.now.to_s, Logger::ProgName)) if fresh
      dev
    end
  end

  attr_reader :level
  attr_accessor :progname, :formatter

  def initialize(logdev, shift_age = 0, shift_size = 1048576, level: DEBUG, progname: nil,
                 formatter: nil, datetime_format: nil, binmode: false, shift_period_suffix: "%Y%m%d")
    self.level = level
    self.progname = progname
    @default_formatter = Formatter.new
    self.datetime_format = datetime_format
    self.formatter = formatter
    @logdev = nil
    if logdev && logdev != File::NULL
      @logdev = LogDevice.new(logdev, binmode: binmode)
    end
  end

  def level=(severity)
    @level =
      if severity.is_a?(Integer)
        severity
      else
        case severity.to_s.downcase
        when "debug" then DEBUG
        when "info" then INFO
        when "warn" then WARN
        when "error" then ERROR
        when "fatal" then FATAL
        when "unknown" then UNKNOWN
        else raise ArgumentError, "invalid log level: #{severity}"
        end
      end
  end
  alias sev_threshold level
  alias sev_threshold= level=

  def datetime_format=(datetime_format)
    @default_formatter.datetime_format = datetime_format
  end

  def datetime_format
    @default_formatter.datetime_format
  end

  def debug?; level <= DEBUG; end
  def info?; level <= INFO; end
  def warn?; level <= WARN; end
  def error?; level <= ERROR; end
  def fatal?; level <= FATAL; end

  def debug!; self.level = DEBUG; end
  def info!; self.level = INFO; end
  def warn!; self.level = WARN; end
  def error!; self.level = ERROR; end
  def fatal!; self.level = FATAL; end

  def add(severity, message = nil, progname = nil)
    severity ||= UNKNOWN
    return true if @logdev.nil? || severity < level
    progname ||= @progname
    if message.nil?
      if block_given?
        message = yield
      else
        message = progname
        progname = @progname
      end
    end
    @logdev.write(format_message(format_severity(severity), Time.now, progname, message))
    true
  end
  alias log add

  def <<(msg)
    @logdev&.write(msg)
  end

  def debug(progname = nil, &block); add(DEBUG, nil, progname, &block); end
  def info(progname = nil, &block); add(INFO, nil, progname, &block); end
  def warn(progname = nil, &block); add(WARN, nil, progname, &block); end
  def error(progname = nil, &block); add(ERROR, nil, progname, &block); end
  def fatal(progname = nil, &block); add(FATAL, nil, progname, &block); end
  def unknown(progname = nil, &block); add(UNKNOWN, nil, progname, &block); end

  def close
    @logdev&.close
  end

  def reopen(logdev = nil)
    @logdev&.reopen(logdev)
    self
  end

  private

  def format_severity(severity)
    SEV_LABEL[severity] || "ANY"
  end

  def format_message(severity, datetime, progname, msg)
    (@formatter || @default_formatter).call(severity, datetime, progname, msg)
  end
end
