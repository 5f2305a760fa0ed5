# WEBrick::HTTPVersion: an HTTP version ("1.1") that compares as one.

module WEBrick
  class HTTPVersion
    include Comparable

    attr_accessor :major, :minor

    def self.convert(version)
      version.is_a?(self) ? version : new(version)
    end

    def initialize(version)
      case version
      when HTTPVersion
        @major, @minor = version.major, version.minor
      when String
        if /^(\d+)\.(\d+)$/ =~ version
          @major, @minor = $1.to_i, $2.to_i
        end
      end
      raise ArgumentError, format("cannot convert %s into %s", version.class, self.class) if @major.nil?
    end

    def <=>(other)
      other = HTTPVersion.convert(other) unless other.is_a?(HTTPVersion)
      ret = @major <=> other.major
      ret = @minor <=> other.minor if ret == 0
      ret
    end

    def to_s
      format("%d.%d", @major, @minor)
    end
  end
end
