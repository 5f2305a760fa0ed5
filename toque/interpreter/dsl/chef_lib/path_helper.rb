# ChefConfig::PathHelper (also Chef::Util::PathHelper): path joining, cleaning and glob
# escaping as Chef does them, answering as on Linux (`windows: true` gives Windows' rules).
module ChefConfig
  class InvalidPath < StandardError; end

  class PathHelper
    WIN_MAX_PATH = 259
    BACKSLASH = "\\".freeze

    class << self
      def path_separator(windows: false) = windows ? BACKSLASH : File::SEPARATOR

      def dirname(path, windows: false)
        return ::File.dirname(path) unless windows

        trimmed = path.sub(/[\\\/]+\z/, "")
        return (path.empty? ? "." : BACKSLASH) if trimmed.empty?

        cut = trimmed.rindex(/[\\\/]/)
        cut ? trimmed[0...cut] : "."
      end

      # components joined by one separator, whatever slashes they end or start with
      def join(*args, windows: false)
        slashes = windows ? "[\\\\/]" : "/"
        separator = path_separator(windows: windows)
        args.flatten.map(&:to_s).inject do |joined, part|
          joined.sub(/#{slashes}+\z/, "") + separator + part.sub(/\A#{slashes}+/, "")
        end
      end

      def validate_path(path, windows: false)
        return path unless windows
        raise ChefConfig::InvalidPath, "Path '#{path}' contains non-printable characters." unless printable?(path)

        windows_max_length_exceeded?(path) ? "\\\\?\\" + path : path
      end

      def windows_max_length_exceeded?(path) = !path.start_with?("\\\\?\\") && path.length > WIN_MAX_PATH
      def printable?(string) = !/[^[:print:]]/.match?(string)

      def canonical_path(path, add_prefix = true, windows: false)
        absolute = File.absolute_path(path)
        return absolute unless windows

        absolute = absolute.tr(File::SEPARATOR, BACKSLASH)
        absolute = "\\\\?\\" + absolute if add_prefix && !absolute.start_with?("\\\\?\\")
        absolute.downcase
      end

      def cleanpath(path, windows: false)
        cleaned = Pathname.new(path).cleanpath.to_s
        windows ? cleaned.tr(File::SEPARATOR, BACKSLASH) : cleaned.tr(BACKSLASH, File::SEPARATOR)
      end

      def escapepath(path) = path.gsub(BACKSLASH, BACKSLASH * 4)

      def paths_eql?(path1, path2, windows: false)
        canonical_path(path1, windows: windows) == canonical_path(path2, windows: windows)
      end

      # a path whose glob characters match only themselves
      def escape_glob(*parts, windows: false)
        cleanpath(join(*parts, windows: windows), windows: windows).gsub(/[\\{}\[\]*?]/) { |c| "\\" + c }
      end

      def escape_glob_dir(*parts)
        Pathname.new(join(*parts)).cleanpath.to_s.gsub(/[\\{}\[\]*?]/) { |c| "\\" + c }
      end

      def relative_path_from(from, to, windows: false)
        Pathname.new(cleanpath(to, windows: windows)).relative_path_from(Pathname.new(cleanpath(from, windows: windows)))
      end

      def per_tool_home_environment=(name)
        @per_tool_home_environment = name
        @home_dir = nil
      end

      def home(*args)
        @home_dir ||= all_homes.first
        return nil unless @home_dir

        path = File.join(@home_dir, *args)
        block_given? ? yield(path) : path
      end

      def all_homes(*args, windows: false)
        homes = []
        homes << ENV[@per_tool_home_environment] if @per_tool_home_environment && ENV[@per_tool_home_environment]
        homes << ENV["CHEF_HOME"] if ENV["CHEF_HOME"]
        homes << Dir.home if ENV["HOME"]
        found = homes.compact.select { |h| Dir.exist?(h) }.uniq.map { |h| File.join(h, *args) }
        return found unless block_given?

        found.each { |p| yield p }
      end

      def is_sip_path?(path, node) = false # System Integrity Protection is macOS's
      def writable_sip_path?(path) = true

      # a command line split into words at unquoted spaces (quotes kept, as Chef keeps them)
      def split_args(line)
        words = []
        field = +""
        line.scan(/\s*(?>([^\s\\"']+|"([^"]*)"|'([^']*)')|(\S))(\s|\z)?/m) do |word, _double, _single, escaped, sep|
          field << (word || escaped.gsub(/\\(.)/, "\\1"))
          if sep
            words << field
            field = +""
          end
        end
        words
      end
    end
  end
end

class Chef
  class Util
    PathHelper = ChefConfig::PathHelper
  end

  # what a property's default is when none was given (Chef's NOT_PASSED sentinel)
  unless const_defined?(:NOT_PASSED)
    NOT_PASSED = Object.new
    def NOT_PASSED.to_s
      "NOT_PASSED"
    end

    def NOT_PASSED.inspect
      "NOT_PASSED"
    end
    NOT_PASSED.freeze
  end

  # Chef::Application.fatal!: the message logged at FATAL, then the process exits (with
  # the given Integer, else 1)
  class Application
    def self.fatal!(message, error = nil)
      Chef::Log.fatal(message)
      Kernel.exit(error.is_a?(Integer) ? error : 1)
    end
  end
end

# Mixlib::Log's severities, there before any require as in Chef (whose Chef::Log is a
# Mixlib::Log); `require "mixlib/log"` brings the rest (toque/interpreter/stdlib/mixlib_log.rb).
module Mixlib
  module Log
    module Logging
      TRACE = -1
      LEVELS = { trace: -1, debug: 0, info: 1, warn: 2, error: 3, fatal: 4 }.freeze
      LEVEL_NAMES = LEVELS.invert.freeze
    end
  end
end
