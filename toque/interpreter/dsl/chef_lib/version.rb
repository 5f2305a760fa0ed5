# Chef::Version (x.y or x.y.z, compared part by part) and Chef::VersionConstraint
# ("~> 1.2", ">= 2.0", "= 1.0.0", a bare "1.0"), as cookbook metadata uses them; their
# Platform kinds, which take a bare major ("7") and FreeBSD's "10.3-RELEASE-p4" too
# (metadata's `supports` and `depends` check their constraints with those).
class Chef
  class Version
    include Comparable
    attr_reader :major, :minor, :patch

    def initialize(str = "")
      parse(str)
    end

    def to_s = "#{@major}.#{@minor}.#{@patch}"
    def inspect = to_s

    def <=>(other)
      return nil unless other.respond_to?(:major) && other.respond_to?(:minor) && other.respond_to?(:patch)

      [major, minor, patch] <=> [other.major, other.minor, other.patch]
    end

    def hash = to_s.hash
    def eql?(other) = other.is_a?(Version) && self == other

    protected

    def parse(str = "")
      text = str.to_s
      parts = text.match(/\A(\d+)\.(\d+)(?:\.(\d+))?\z/)
      raise Chef::Exceptions::InvalidCookbookVersion, "'#{text}' does not match 'x.y.z' or 'x.y'" unless parts

      @major = parts[1].to_i
      @minor = parts[2].to_i
      @patch = parts[3].to_i
    end

    class Platform < Chef::Version
      protected

      def parse(str = "")
        text = str.to_s
        @major, @minor, @patch =
          case text
          when /^(\d+)\.(\d+)\.(\d+)$/ then [$1.to_i, $2.to_i, $3.to_i]
          when /^(\d+)\.(\d+)$/ then [$1.to_i, $2.to_i, 0]
          when /^(\d+)$/ then [$1.to_i, 0, 0]
          when /^(\d+).(\d+)-[a-z]+\d?(-p(\d+))?$/i then [$1.to_i, $2.to_i, ($4 ? $4.to_i : 0)] # FreeBSD
          else
            raise Chef::Exceptions::InvalidPlatformVersion, "'#{text}' does not match 'x.y.z', 'x.y' or 'x'"
          end
      end
    end
  end

  class VersionConstraint
    DEFAULT_CONSTRAINT = ">= 0.0.0".freeze
    STANDARD_OPS = %w{< > <= >=}.freeze
    OPS = %w{< > = <= >= ~>}.freeze
    PATTERN = /^(<=|>=|~>|<|>|=) *([0-9].*)$/.freeze
    VERSION_CLASS = Chef::Version
    attr_reader :op, :version

    def initialize(spec = DEFAULT_CONSTRAINT)
      spec = DEFAULT_CONSTRAINT if spec.nil? || (spec.is_a?(Array) && spec.empty?)
      if spec.is_a?(Array)
        if spec.size > 1
          raise Chef::Exceptions::InvalidVersionConstraint,
            "only one version constraint operation is supported, but you gave #{spec.size} ['#{spec.join(", ")}']"
        end
        spec = spec.first
      end
      unless spec.is_a?(String)
        raise Chef::Exceptions::InvalidVersionConstraint,
          "VersionConstraint should be created from a String. You gave: #{spec.inspect}"
      end
      parse(spec)
    end

    def include?(candidate)
      text = candidate.respond_to?(:version) ? candidate.version.to_s : candidate.to_s
      satisfied_by?(self.class::VERSION_CLASS.new(text))
    end

    def to_s = "#{@op} #{@raw_version}"
    def inspect = "(#{self})"

    def eql?(other)
      other.class == self.class && op == other.op && version == other.version
    end
    alias_method :==, :eql?

    private

    def satisfied_by?(candidate)
      case @op
      when "=" then candidate == @version
      when "~>"
        return false unless candidate.major == @version.major
        return candidate.minor >= @version.minor if @no_patch

        candidate.minor == @version.minor && candidate.patch >= @version.patch
      else
        candidate.send(@op.to_sym, @version)
      end
    end

    def parse(text)
      @no_patch = false
      if !text.include?(" ") && text =~ /\A[0-9]/
        @op = "="
        @raw_version = text
      elsif (found = PATTERN.match(text))
        @op = found[1]
        @raw_version = found[2]
        @no_patch = @raw_version.split(".").size <= 2
      else
        raise Chef::Exceptions::InvalidVersionConstraint, "'#{text}'"
      end
      @version = self.class::VERSION_CLASS.new(@raw_version)
    end

    class Platform < Chef::VersionConstraint
      VERSION_CLASS = Chef::Version::Platform
    end
  end
end
