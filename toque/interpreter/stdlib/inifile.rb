# inifile (3.0), the INI gem cookbooks declare with `gem 'inifile'`: IniFile reads and
# writes INI text as a Hash of sections, each a Hash of parameters. Written from the gem's
# documentation: values may be quoted (and then span lines), continued with a trailing
# backslash, carry \0 \n \r \t \\ escapes, and are typecast to true/false/nil, Integer or
# Float when they read as one. Lines before the first section go to the default section.
class IniFile
  include Enumerable

  class Error < StandardError; end

  VERSION = "3.0.0"

  attr_accessor :filename, :encoding

  # nil when there is no such file, as the gem does
  def self.load(filename, opts = {})
    return unless File.file?(filename)
    new(opts.merge(filename: filename))
  end

  def initialize(opts = {})
    @comment = opts.fetch(:comment, ";#")
    @param = opts.fetch(:parameter, "=")
    @encoding = opts.fetch(:encoding, nil)
    @default = opts.fetch(:default, "global")
    @filename = opts.fetch(:filename, nil)
    content = opts.fetch(:content, nil)
    @ini = Hash.new { |h, k| h[k] = {} }
    if content.is_a?(Hash)
      merge!(content)
    elsif content
      parse(content)
    elsif @filename
      read
    end
  end

  def write(opts = {})
    filename = opts.fetch(:filename, @filename)
    encoding = opts.fetch(:encoding, @encoding)
    File.open(filename, encoding ? "w:#{encoding}" : "w") { |f| f.write(to_s + (@ini.empty? ? "" : "\n")) }
    self
  end
  alias save write

  def read(opts = {})
    filename = opts.fetch(:filename, @filename)
    encoding = opts.fetch(:encoding, @encoding)
    return unless File.file?(filename)
    File.open(filename, encoding ? "r:#{encoding}" : "r") { |f| parse(f) }
    self
  end
  alias restore read

  def to_s
    lines = []
    @ini.each do |section, params|
      lines << "[#{section}]"
      params.each { |name, value| lines << "#{name} #{@param} #{escape_value(value)}" }
      lines << ""
    end
    lines.join("\n")
  end

  def to_h
    @ini.dup
  end

  def merge(other)
    dup.merge!(other)
  end

  # Sections of `other` (an IniFile or a Hash of Hashes) merge into the same-named ones.
  def merge!(other)
    return self if other.nil?
    theirs = case other
             when IniFile then other.instance_variable_get(:@ini).keys
             when Hash then other.keys
             else raise Error, "cannot merge contents from '#{other.class.name}'"
             end
    mine = @ini.keys
    (mine & theirs).each do |key|
      section = other[key]
      next if section.nil?
      merge_check(key, section)
      @ini[key].merge!(section)
    end
    (theirs - mine).each do |key|
      section = other[key]
      merge_check(key, section) unless section.nil?
      @ini[key] = section.nil? ? {} : section.dup
    end
    self
  end

  def each
    return unless block_given?
    @ini.each { |section, params| params.each { |name, value| yield section, name, value } }
    self
  end

  def each_section
    return unless block_given?
    @ini.each_key { |section| yield section }
    self
  end

  def delete_section(section)
    @ini.delete(section.to_s)
  end

  def [](section)
    section.nil? ? nil : @ini[section.to_s]
  end

  def []=(section, value)
    @ini[section.to_s] = value
  end

  def match(regex)
    @ini.dup.delete_if { |section, _| section !~ regex }
  end

  def has_section?(section)
    @ini.key?(section.to_s)
  end

  def sections
    @ini.keys
  end

  def freeze
    super
    @ini.each_value(&:freeze)
    @ini.freeze
    self
  end

  def taint
    self
  end

  def dup
    copy = super
    copy.instance_variable_set(:@ini, Hash.new { |h, k| h[k] = {} })
    @ini.each_pair { |section, params| copy[section].merge!(params) }
    copy
  end

  def clone
    copy = dup
    copy.freeze if frozen?
    copy
  end

  def eql?(other)
    return true if equal?(other)
    other.instance_of?(self.class) && @ini == other.instance_variable_get(:@ini)
  end
  alias == eql?

  # A value as written: backslash escapes doubled, control characters as escapes.
  def escape_value(value)
    text = value.to_s.gsub(/\\([0nrt])/, '\\\\\1')
    text.gsub("\n", '\n').gsub("\r", '\r').gsub("\t", '\t').gsub("\0", '\0')
  end

  def parse(content)
    Parser.new(@ini, @param, @comment, @default).parse(content)
    self
  end

  private

  def merge_check(key, section)
    return if section.is_a?(Hash)
    raise Error, "cannot merge section #{key.inspect} - unsupported type: #{section.class.name}"
  end

  # Reads INI text line by line into the sections hash.
  class Parser
    attr_writer :section
    attr_accessor :property, :value

    def initialize(hash, param, comment, default)
      @hash = hash
      @default = default
      tail = comment.to_s.empty? ? "\\z" : "\\s*(?:[#{comment}].*)?\\z"
      @section_line = /\A\s*\[([^\]]+)\]#{tail}/
      @blank_line = /\A#{tail}/
      @property_line = /\A(.*?)(?<!\\)#{param}(.*)\z/
      @quote_opens = /\A\s*(".*)\z/
      @quote_closes = /\A(.*(?<!\\)")#{tail}/
      @quoted = /\A\s*(".*(?<!\\)")#{tail}/
      @continued = /\A(.*)(?<!\\)\\#{tail}/
      @plain = /\A(.*?)#{tail}/
    end

    def parse(content)
      return unless content
      @hash.clear
      @line = nil
      self.section = nil
      more = false
      content.each_line do |line|
        @line = line.chomp
        if more
          more = parse_value(@line)
        elsif @line =~ @blank_line
          next
        elsif @line =~ @section_line
          self.section = @hash[$1]
        elsif @line =~ @property_line
          self.property = $1.strip
          error if property.empty?
          more = parse_value($2)
        else
          error
        end
      end
      finish
    end

    # Adds one line's part of a value; true when the value goes on to the next line.
    def parse_value(text)
      more = false
      if in_quotes?
        if text =~ @quote_closes
          value << $1
        else
          value << text
          more = true
        end
      elsif text =~ @quoted
        self.value = $1
      elsif text =~ @quote_opens
        self.value = $1
        more = true
      elsif text =~ @continued
        value ? value << $1 : self.value = $1
        more = true
      elsif text =~ @plain
        value ? value << $1 : self.value = $1
      else
        error
      end
      if more
        value << $/ if in_quotes?
      else
        store
      end
      more
    end

    def section
      @section ||= @hash[@default]
    end

    private

    def in_quotes?
      value && value.start_with?('"')
    end

    def finish
      if in_quotes?
        error "Unmatched open quote"
      elsif property && value
        store
      elsif value
        error
      end
      nil
    end

    def store
      property.strip!
      value.strip!
      self.value = $1 if value =~ /\A"(.*)(?<!\\)"\z/m
      section[property] = typecast(value)
      self.property = nil
      self.value = nil
    end

    def error(message = "Could not parse line")
      raise Error, "#{message}: #{@line.inspect}"
    end

    def typecast(text)
      return true if text =~ /\Atrue\z/i
      return false if text =~ /\Afalse\z/i
      return nil if text =~ /\A\s*\z/
      begin
        Integer(text)
      rescue StandardError
        begin
          Float(text)
        rescue StandardError
          unescape(text)
        end
      end
    end

    ESCAPES = { '\0' => "\0", '\n' => "\n", '\r' => "\r", '\t' => "\t", '\\\\' => "\\" }.freeze

    def unescape(text)
      text.to_s.gsub(/\\[0nrt\\]/) { |escape| ESCAPES[escape] }
    end
  end
end
