# rubygems' version and requirement model (rubygems/version.rb, requirement.rb,
# dependency.rb, platform.rb), for cookbooks that compare versions. toque installs no
# gems: a specification lookup finds only the gems toque carries in its standard library
# (deepsort, inifile, toml-rb, …), and Gem.loaded_specs lists those a require has loaded.
module Gem
  VERSION = "3.3.5".freeze

  class LoadError < ::LoadError
    attr_accessor :name, :requirement
  end

  class MissingSpecError < Gem::LoadError
    def initialize(name, requirement, extra_message = nil)
      @name = name
      @requirement = requirement
      @extra_message = extra_message
      super(message)
    end

    def message
      "Could not find '#{name}' (#{requirement}) among #{Gem::Specification.all.size} total gem(s)#{@extra_message}"
    end
  end

  class MissingSpecVersionError < MissingSpecError
    attr_reader :specs

    def initialize(name, requirement, specs)
      @specs = specs
      super(name, requirement)
    end

    def message
      "Could not find '#{name}' (#{requirement}) - did find: [#{@specs.map(&:full_name).join(',')}]"
    end
  end

  class Version
    include Comparable

    VERSION_PATTERN = '[0-9]+(?>\.[0-9a-zA-Z]+)*(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?'.freeze
    ANCHORED_VERSION_PATTERN = /\A\s*(#{VERSION_PATTERN})?\s*\z/.freeze

    def self.correct?(version)
      !!(version.to_s =~ ANCHORED_VERSION_PATTERN)
    end

    def self.create(input)
      if self === input
        input
      elsif input.nil?
        nil
      else
        new(input)
      end
    end

    def initialize(version)
      unless self.class.correct?(version)
        raise ArgumentError, "Malformed version number string #{version}"
      end
      version = 0 if version.is_a?(String) && version =~ /\A\s*\Z/
      @version = version.to_s.strip.gsub("-", ".pre.")
      @segments = nil
    end

    def version
      @version.dup
    end
    alias to_s version

    def segments
      _segments.dup
    end

    # the numeric segments before the first letter, and those from it on, each without
    # trailing zeros: "1.0.a.0" and "1.a" compare equal
    def canonical_segments
      @canonical_segments ||= _split_segments.map { |segs|
        segs.reverse.drop_while { |s| s == 0 }.reverse
      }.reduce(:+)
    end

    def prerelease?
      @prerelease = !!(@version =~ /[a-zA-Z]/) if @prerelease.nil?
      @prerelease
    end

    def release
      return self unless prerelease?
      segs = segments
      segs.pop while segs.any? { |s| String === s }
      self.class.new(segs.join("."))
    end

    def bump
      segs = segments
      segs.pop while segs.any? { |s| String === s }
      segs.pop if segs.size > 1
      segs[-1] = segs[-1].succ
      self.class.new(segs.join("."))
    end

    def approximate_recommendation
      segs = segments
      segs.pop while segs.any? { |s| String === s }
      segs.pop while segs.size > 2
      segs.push 0 while segs.size < 2
      recommendation = "~> #{segs.join(".")}"
      recommendation += ".a" if prerelease?
      recommendation
    end

    def <=>(other)
      return self <=> self.class.new(other) if String === other && self.class.correct?(other)
      return nil unless Gem::Version === other
      return 0 if @version == other._version
      lhs_all = canonical_segments
      rhs_all = other.canonical_segments
      return 0 if lhs_all == rhs_all
      limit = [lhs_all.size, rhs_all.size].max
      limit.times do |i|
        lhs = lhs_all[i] || 0
        rhs = rhs_all[i] || 0
        next if lhs == rhs
        return -1 if String === lhs && Numeric === rhs
        return 1 if Numeric === lhs && String === rhs
        return lhs <=> rhs
      end
      0
    end

    def eql?(other)
      self.class === other && @version == other._version
    end

    def hash
      canonical_segments.hash
    end

    def inspect
      "#<#{self.class} #{version.inspect}>"
    end

    def freeze
      prerelease?
      canonical_segments
      super
    end

    protected

    def _version
      @version
    end

    def _segments
      @segments ||= @version.scan(/[0-9]+|[a-z]+/i).map { |s| /\A\d+\z/ =~ s ? s.to_i : s }.freeze
    end

    def _split_segments
      string_start = _segments.index { |s| s.is_a?(String) }
      strings = segments
      numbers = strings.slice!(0, string_start || strings.size)
      [numbers, strings]
    end
  end

  class Requirement
    OPS = {
      "=" => lambda { |v, r| v == r },
      "!=" => lambda { |v, r| v != r },
      ">" => lambda { |v, r| v > r },
      "<" => lambda { |v, r| v < r },
      ">=" => lambda { |v, r| v >= r },
      "<=" => lambda { |v, r| v <= r },
      "~>" => lambda { |v, r| v >= r && v.release < r.bump },
    }.freeze

    quoted = OPS.keys.map { |k| Regexp.quote(k) }.join("|")
    PATTERN_RAW = "\\s*(#{quoted})?\\s*(#{Gem::Version::VERSION_PATTERN})\\s*".freeze
    PATTERN = /\A#{PATTERN_RAW}\z/.freeze
    DefaultRequirement = [">=", Gem::Version.new(0)].freeze
    DefaultPrereleaseRequirement = [">=", Gem::Version.new("0.a")].freeze

    class BadRequirementError < ArgumentError; end

    def self.create(*inputs)
      return new(inputs) if inputs.length > 1
      input = inputs.shift
      case input
      when Gem::Requirement then input
      when Gem::Version, Array then new(input)
      else
        input.respond_to?(:to_str) ? new([input.to_str]) : default
      end
    end

    def self.default
      new(">= 0")
    end

    def self.default_prerelease
      new(">= 0.a")
    end

    def self.parse(obj)
      return ["=", obj] if Gem::Version === obj
      match = PATTERN.match(obj.to_s)
      raise BadRequirementError, "Illformed requirement [#{obj.inspect}]" unless match
      op, version = match[1], match[2]
      if op == ">=" && version == "0"
        DefaultRequirement
      elsif op == ">=" && version == "0.a"
        DefaultPrereleaseRequirement
      else
        [op || "=", Gem::Version.new(version)]
      end
    end

    attr_reader :requirements

    def initialize(*requirements)
      requirements = requirements.flatten.compact.uniq
      @requirements =
        requirements.empty? ? [DefaultRequirement] : requirements.map { |r| self.class.parse(r) }
    end

    def concat(new)
      @requirements.concat(new.flatten.compact.uniq.map { |r| self.class.parse(r) })
    end

    def none?
      @requirements.size == 1 && @requirements[0] == DefaultRequirement
    end

    def exact?
      @requirements.size == 1 && @requirements[0][0] == "="
    end

    def specific?
      return true if @requirements.length > 1
      !%w[> >=].include?(@requirements.first.first)
    end

    def prerelease?
      requirements.any? { |r| r.last.prerelease? }
    end

    def as_list
      requirements.map { |op, version| "#{op} #{version}" }
    end

    def satisfied_by?(version)
      raise ArgumentError, "Need a Gem::Version: #{version.inspect}" unless Gem::Version === version
      requirements.all? { |op, rv| OPS[op].call(version, rv) }
    end
    alias === satisfied_by?
    alias =~ satisfied_by?

    def to_s
      as_list.join(", ")
    end

    def ==(other)
      return nil unless Gem::Requirement === other
      return false unless _sorted_requirements == other._sorted_requirements
      tildes = _sorted_requirements.select { |r| r.first == "~>" }
      return true if tildes.empty?
      tildes.map { |_, v| v.to_s } == other._sorted_requirements.select { |r| r.first == "~>" }.map { |_, v| v.to_s }
    end

    def hash
      requirements.map { |r| r.first == "~>" ? [r[0], r[1].to_s] : r }.sort_by(&:to_s).hash
    end

    protected

    def _sorted_requirements
      requirements.sort_by(&:to_s)
    end
  end

  class Dependency
    attr_accessor :name, :prerelease
    attr_reader :type

    def initialize(name, *requirements)
      type = Symbol === requirements.last ? requirements.pop : :runtime
      requirements = requirements.first if requirements.length == 1
      unless [:development, :runtime].include?(type)
        raise ArgumentError, "Valid types are [:development, :runtime], not #{type.inspect}"
      end
      @name = name
      @requirement = Gem::Requirement.create(requirements)
      @type = type
      @prerelease = false
    end

    def requirement
      @requirement
    end

    def requirements_list
      requirement.as_list
    end

    def runtime?
      @type == :runtime
    end

    def prerelease?
      @prerelease || requirement.prerelease?
    end

    def specific?
      requirement.specific?
    end

    def latest_version?
      requirement.none?
    end

    def to_s
      type == :runtime ? "#{name} (#{requirement})" : "#{name} (#{requirement}, #{type})"
    end

    def inspect
      "<#{self.class} type=#{type.inspect} name=#{name.inspect} requirements=#{requirement.to_s.inspect}>"
    end

    def ==(other)
      Gem::Dependency === other && name == other.name && type == other.type &&
        requirement == other.requirement
    end
    alias eql? ==

    def hash
      name.hash ^ type.hash ^ requirement.hash
    end

    def <=>(other)
      name <=> other.name
    end

    def match?(obj, version = nil, allow_prerelease = false)
      if !version
        return false unless name === obj.name
        version = obj.version
      else
        return false unless name === obj
      end
      version = Gem::Version.new(version)
      return true if requirement.none? && !version.prerelease?
      return false if version.prerelease? && !allow_prerelease && !prerelease?
      requirement.satisfied_by?(version)
    end

    def =~(other)
      other = Gem::Dependency.new(other.name, other.version) unless Gem::Dependency === other
      return false unless name === other.name
      reqs = other.requirement.requirements
      return false unless reqs.length == 1 && reqs.first.first == "="
      requirement.satisfied_by?(reqs.first.last)
    end
    alias === =~

    def merge(other)
      return self if other.requirement.none?
      return other if requirement.none?
      self.class.new(name, (requirement.as_list + other.requirement.as_list).uniq)
    end
  end

  class Platform
    RUBY = "ruby".freeze
    CURRENT = "current".freeze

    attr_accessor :cpu, :os, :version

    def self.local
      new(Gem.host_platform)
    end

    def self.match(platform)
      Gem.platforms.any? { |local| platform.nil? || local == platform || (local != Gem::Platform::RUBY && local =~ platform) }
    end

    def initialize(arch)
      case arch
      when Array
        @cpu, @os, @version = arch
      when Gem::Platform
        @cpu, @os, @version = arch.cpu, arch.os, arch.version
      when String
        cpu, os = arch.sub(/-+$/, "").split("-", 2)
        os, cpu = cpu, nil if os.nil?
        @cpu = %w[i386 i486 i586 i686].include?(cpu) ? "x86" : cpu
        @os, @version =
          case os
          when /^linux-?(\w+)?$/ then ["linux", $1]
          when /^darwin(\d+)?$/ then ["darwin", $1]
          when /^(mswin\d+|mingw32|cygwin)$/ then [$1, nil]
          when /^freebsd(\d+)?$/ then ["freebsd", $1]
          when /^solaris(\d+\.\d+)?$/ then ["solaris", $1]
          when /^aix-?(\d+)?$/ then ["aix", $1]
          when /^java$/ then ["java", nil]
          else [os || "unknown", nil]
          end
      else
        raise ArgumentError, "invalid argument #{arch.inspect}"
      end
    end

    def to_a
      [@cpu, @os, @version]
    end

    def to_s
      to_a.compact.join("-")
    end

    def ==(other)
      self.class === other && to_a == other.to_a
    end
    alias eql? ==

    def hash
      to_a.hash
    end

    def ===(other)
      return nil unless Gem::Platform === other
      (@cpu == "universal" || other.cpu == "universal" || @cpu == other.cpu) &&
        @os == other.os &&
        (@version.nil? || other.version.nil? || @version == other.version)
    end

    def =~(other)
      other = Gem::Platform.new(other) if String === other
      self === other
    end
  end

  class Specification
    attr_accessor :name, :summary, :authors, :license, :homepage, :description
    attr_reader :version

    def initialize(name = nil, version = nil)
      @name = name
      self.version = version if version
      @summary = nil
      @authors = []
      yield self if block_given?
    end

    def version=(version)
      @version = Gem::Version.create(version)
    end

    def full_name
      "#{@name}-#{@version}"
    end

    def platform
      Gem::Platform::RUBY
    end

    def to_s
      "#<Gem::Specification name=#{@name} version=#{@version}>"
    end
    alias inspect to_s

    def ==(other)
      other.is_a?(Gem::Specification) && name == other.name && version == other.version
    end

    def satisfies_requirement?(dependency)
      @name == dependency.name && dependency.requirement.satisfied_by?(@version)
    end

    # The gems toque carries, as installed specifications.
    def self.all
      Gem.__toque_bundled.map { |name, version| new(name, version) }
    end

    def self.each(&block)
      all.each(&block)
    end

    def self.stubs
      all
    end

    def self.find_all_by_name(name, *requirements)
      requirement = Gem::Requirement.create(requirements.empty? ? nil : requirements)
      all.select { |spec| spec.name == name && requirement.satisfied_by?(spec.version) }
    end

    def self.find_by_name(name, *requirements)
      requirement = Gem::Requirement.create(requirements.empty? ? nil : requirements)
      found = find_all_by_name(name, *requirements).first
      return found if found
      others = all.select { |spec| spec.name == name }
      raise Gem::MissingSpecError.new(name, requirement) if others.empty?
      raise Gem::MissingSpecVersionError.new(name, requirement, others)
    end
  end

  @loaded_specs = {}

  class << self
    # name => Specification of each carried gem a require has loaded (kept, as rubygems
    # keeps its activated gems)
    def loaded_specs
      Gem.__toque_loaded.each do |name|
        @loaded_specs[name] ||= Gem::Specification.find_by_name(name)
      end
      @loaded_specs
    end

    def ruby_version
      Gem::Version.new(defined?(::RUBY_VERSION) ? ::RUBY_VERSION : "3.1.2")
    end

    def rubygems_version
      Gem::Version.new(Gem::VERSION)
    end

    def win_platform?
      false
    end

    def java_platform?
      false
    end

    def platforms
      [Gem::Platform::RUBY, Gem::Platform.local]
    end

    def try_activate(path)
      false
    end
  end
end
