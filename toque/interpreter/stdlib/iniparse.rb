# IniParse, the INI reader and writer Chef Infra Client ships (iniparse 1.5.0, which
# Chef's systemd_unit resource and cookbooks such as fb_systemd and chef-splunk use),
# written from the gem's documentation and behaviour. A document keeps every line it
# read: sections, options (a repeated key keeps all its values), comments with their
# column and separator, blank lines and indentation, so to_ini writes back what it read
# byte for byte. Option values are typecast on reading (integers, floats, true/false,
# nil for an empty value); IniParse.gen builds a document from a block.
module IniParse
  VERSION = "1.5.0".freeze

  class IniParseError < StandardError; end
  class ParseError < IniParseError; end
  class NoSectionError < ParseError; end
  class LineNotAllowed < IniParseError; end

  module_function

  # A backslash at a line's end continues it on the next line (an escaped one does not).
  def parse(source)
    IniParse::Parser.new(source.gsub(/(?<!\\)\\\n/, "")).parse
  end

  def open(path)
    document = parse(File.read(path))
    document.path = path
    document
  end

  def gen(&blk)
    IniParse::Generator.new.gen(&blk)
  end

  # What every kind of line shares: its comment (text, separator, the spaces after the
  # separator and the column it starts at) and its indentation.
  module Lines
    module Line
      def initialize(opts = {})
        @comment = opts.fetch(:comment, nil)
        @comment_sep = opts.fetch(:comment_sep, ";")
        @comment_prefix = opts.fetch(:comment_prefix, " ")
        @comment_offset = opts.fetch(:comment_offset, 0)
        @indent = opts.fetch(:indent, "")
        @option_sep = opts.fetch(:option_sep, nil)
      end

      def has_comment?
        !@comment.nil?
      end

      def to_ini
        texts = line_contents
        texts = [texts] unless texts.is_a?(Array)
        texts.map do |text|
          if has_comment?
            text += " " if text =~ /\S/
            text = text.ljust(@comment_offset) + comment
          end
          @indent + text
        end.join("\n")
      end

      def line_contents
        ""
      end

      def comment
        "#{@comment_sep}#{@comment_prefix}#{@comment}"
      end

      def blank?
        false
      end

      def options
        { comment: @comment, comment_sep: @comment_sep, comment_prefix: @comment_prefix,
          comment_offset: @comment_offset, indent: @indent, option_sep: @option_sep }
      end
    end

    class Section
      include Line
      include Enumerable

      PATTERN = /^\[([^\]]+)\]$/

      attr_accessor :key
      attr_reader :lines

      def initialize(key, opts = {})
        super(opts)
        @key = key.to_s
        @lines = IniParse::OptionCollection.new
      end

      def self.parse(line, opts)
        m = PATTERN.match(line)
        m && [:section, m[1], opts]
      end

      def to_ini
        own = super
        rest = lines.to_a
        return own if rest.empty?

        body = rest.map do |line|
          line.is_a?(Array) ? line.map(&:to_ini).join($/) : line.to_ini
        end
        [own, *body].join($/)
      end

      def each(*args, &blk)
        @lines.each(*args, &blk)
      end

      # Replaces every value of `key` by one option, keeping the old line's formatting.
      def []=(key, value)
        old = @lines[key.to_s]
        old = old.first if old.is_a?(Array)
        opts = old.respond_to?(:options) ? old.options : {}
        @lines[key.to_s] = IniParse::Lines::Option.new(key.to_s, value, opts)
      end

      # The value of `key`, all of them (an Array) for a repeated key; nil when absent.
      def [](key)
        found = @lines[key.to_s]
        return nil if found.nil?

        found.is_a?(Array) ? found.map(&:value) : found.value
      end

      def delete(*args)
        @lines.delete(*args)
        self
      end

      def option(key)
        @lines[key.to_s]
      end

      def has_option?(key)
        @lines.has_key?(key.to_s)
      end

      def merge!(other)
        other.lines.each(true) do |line|
          if line.is_a?(Array)
            line.each { |dup| @lines << dup }
          else
            @lines << line
          end
        end
      end

      private

      def line_contents
        "[#{key}]"
      end
    end

    # Options before the first section header live in a section with no header line.
    class AnonymousSection < Section
      def initialize
        super("__anonymous__")
      end

      def to_ini
        super.sub(/\A\n/, "")
      end

      private

      def line_contents
        ""
      end
    end

    class Option
      include Line

      PATTERN = /^\s*([^=]+?)(\s*=\s*)(.*?)$/

      attr_accessor :key, :value

      def initialize(key, value, opts = {})
        super(opts)
        @key = key.to_s
        @value = value
        @option_sep = opts.fetch(:option_sep, " = ")
      end

      def self.parse(line, opts)
        m = PATTERN.match(line)
        return nil unless m

        opts[:option_sep] = m[2]
        [:option, m[1].strip, typecast(m[3].strip), opts]
      end

      def self.typecast(value)
        case value
        when /^\s*$/ then nil
        when /^-?(?:\d|[1-9]\d+)$/ then Integer(value)
        when /^-?(?:\d|[1-9]\d+)(?:\.\d+)?(?:e[+-]?\d+)?$/i then Float(value)
        when /^true$/i then true
        when /^false$/i then false
        else value
        end
      end

      private

      def line_contents
        return "#{key}#{@option_sep}#{value}" unless value.is_a?(Array)

        value.map { |v| "#{key}#{@option_sep}#{v}" }
      end
    end

    class Blank
      include Line

      def blank?
        true
      end

      # A line with nothing but a comment is a Comment; an empty one a Blank.
      def self.parse(line, opts)
        return nil if line =~ /\S/

        opts[:comment].nil? ? [:blank] : [:comment, opts[:comment], opts]
      end
    end

    class Comment < Blank
      def has_comment?
        true
      end

      # An empty comment is its separator alone, with no trailing space.
      def comment
        @comment =~ /\S/ ? super : @comment_sep
      end
    end
  end

  # The ordered lines of a document or a section, indexed by key; blank lines and
  # comments are kept in order but have no key.
  module LineCollection
    include Enumerable

    def initialize
      @lines = []
      @indices = {}
    end

    def [](key)
      has_key?(key) ? @lines[@indices[key]] : nil
    end

    def []=(key, value)
      key = key.to_s
      if has_key?(key)
        @lines[@indices[key]] = value
      else
        @lines << value
        @indices[key] = @lines.length - 1
      end
    end

    def <<(line)
      if line.blank?
        @lines << line
      else
        self[line.key] = line
      end
      self
    end
    alias push <<

    # Sections or options, skipping blank lines and comments unless include_blank.
    def each(include_blank = false)
      return enum_for(:each, include_blank) unless block_given?

      @lines.each do |line|
        skip = line.is_a?(Array) ? line.empty? : line.blank?
        yield(line) if include_blank || !skip
      end
    end

    def delete(key)
      key = key.key if key.respond_to?(:key)
      index = @indices[key]
      return if index.nil?

      @indices.delete(key)
      @indices.each { |k, v| @indices[k] = v - 1 if v > index }
      @lines.delete_at(index)
    end

    def has_key?(*args)
      @indices.has_key?(*args)
    end

    def keys
      map(&:key)
    end

    def to_a
      @lines.dup
    end

    def to_hash
      Hash[*map { |line| [line.key, line] }.flatten]
    end
    alias to_h to_hash
  end

  # A document's sections; a section added twice is merged into the first.
  class SectionCollection
    include LineCollection

    def <<(line)
      anonymous_open = has_key?("__anonymous__") &&
                       (line.blank? || line.is_a?(IniParse::Lines::Comment))
      if line.is_a?(IniParse::Lines::Option) || anonymous_open
        section = IniParse::Lines::AnonymousSection.new
        section.lines << line if line
        line = section
      end
      if line.blank? || !has_key?(line.key)
        super
      else
        self[line.key].merge!(line)
      end
      self
    end
  end

  # A section's options; a key given again keeps every value, in order.
  class OptionCollection
    include LineCollection

    def <<(line)
      if line.is_a?(IniParse::Lines::Section)
        raise IniParse::LineNotAllowed, "You can't add a Section to an OptionCollection."
      end

      if line.blank? || !has_key?(line.key)
        super
      else
        self[line.key] = [self[line.key], line].flatten
      end
      self
    end

    def each(*args)
      return enum_for(:each, *args) unless block_given?

      super(*args) do |value|
        if value.is_a?(Array)
          value.each { |item| yield(item) }
        else
          yield value
        end
      end
    end

    def keys
      map(&:key).uniq
    end
  end

  class Document
    include Enumerable

    attr_reader :lines
    attr_accessor :path

    def initialize(path = nil)
      @path = path
      @lines = IniParse::SectionCollection.new
    end

    def each(*args, &blk)
      @lines.each(*args, &blk)
    end

    def [](key)
      @lines[key.to_s]
    end

    # The section named `key`, added (empty) when the document has none.
    def section(key)
      @lines[key.to_s] ||= Lines::Section.new(key.to_s)
    end

    def delete(*args)
      @lines.delete(*args)
      self
    end

    def to_ini
      text = @lines.to_a.map(&:to_ini).join($/)
      text += "\n" unless text[-1] == "\n"
      text
    end
    alias to_s to_ini

    # {section => {option => value}}; a repeated option's values are an Array.
    def to_hash
      result = {}
      @lines.entries.each do |section|
        result[section.key] ||= {}
        section.entries.each do |option|
          options = Array(option)
          values = options.map { |o| o.respond_to?(:value) ? o.value : o }
          result[section.key][options.first.key] = values.size > 1 ? values : values.first
        end
      end
      result
    end
    alias to_h to_hash

    def inspect
      names = @lines.select { |l| l.is_a?(IniParse::Lines::Section) }.map(&:key)
      "#<IniParse::Document {#{names.join(', ')}}>"
    end

    def has_section?(key)
      @lines.has_key?(key.to_s)
    end

    def save(path = nil)
      @path = path if path
      raise IniParseError, "No path given to Document#save" if @path !~ /\S/

      File.open(@path, "w") { |f| f.write(to_ini) }
    end
  end

  # Builds a document from a block: section(name) { option(key, value) }, comment, blank;
  # options given to a section apply to the lines inside it.
  class Generator
    attr_reader :context, :document

    def initialize(opts = {})
      @document = IniParse::Document.new
      @context = @document
      @in_section = false
      @opt_stack = [opts]
    end

    def gen
      yield self
      @document
    end

    def self.gen(opts = {}, &blk)
      new(opts).gen(&blk)
    end

    def section(name, opts = {})
      raise LineNotAllowed, "You can't nest sections in INI files." if @in_section

      if @document.has_section?(name.to_s)
        @context = @document[name.to_s]
      else
        @context = Lines::Section.new(name, line_options(opts))
        @document.lines << @context
      end
      return unless block_given?

      begin
        @in_section = true
        with_options(opts) { yield self }
        @context = @document
        blank
      ensure
        @in_section = false
      end
    end

    def option(key, value, opts = {})
      @context.lines << Lines::Option.new(key, value, line_options(opts))
    rescue LineNotAllowed
      raise NoSectionError, "Your INI document contains an option before the first " \
                            "section is declared which is not allowed."
    end

    def comment(comment, opts = {})
      @context.lines << Lines::Comment.new(line_options(opts.merge(comment: comment)))
    end

    def blank
      @context.lines << Lines::Blank.new
    end

    def with_options(opts = {})
      opts = opts.dup
      opts.delete(:comment)
      @opt_stack.push(@opt_stack.last.merge(opts))
      yield self
      @opt_stack.pop
    end

    # doc.key = value adds an option; doc.name { ... } a section.
    def method_missing(name, *args, &blk)
      m = name.to_s.match(/(.*)=$/)
      m ? option(m[1], *args) : section(name.to_s, *args, &blk)
    end

    def respond_to_missing?(_name, _include_private = false)
      true
    end

    private

    def line_options(given)
      @opt_stack.last.empty? ? given : @opt_stack.last.merge(given)
    end
  end

  class Parser
    def self.parse_types
      @@parse_types ||= []
    end

    def self.parse_types=(types)
      parse_types.replace(types)
    end

    def initialize(source)
      @source = source.dup
    end

    def parse
      IniParse::Generator.gen do |generator|
        @source.split("\n", -1).each { |line| generator.send(*Parser.parse_line(line)) }
      end
    end

    def self.parse_line(line)
      text, opts = strip_indent(*strip_comment(line, {}))
      parsed = nil
      parse_types.each { |type| break if (parsed = type.parse(text, opts)) }
      if parsed.nil?
        raise IniParse::ParseError,
              "A line of your INI document could not be parsed to a LineType: #{line.inspect}."
      end

      parsed
    end

    # A comment is a whole line starting with ; or #, or one after whitespace.
    def self.strip_comment(line, opts)
      m = /^(^)(?:(;|\#)(\s*)(.*))$$/.match(line) || /^(.*?)(?:\s+(;|\#)(\s*)(.*))$/.match(line)
      return [line.chomp, opts] unless m

      opts[:comment] = m[4].rstrip
      opts[:comment_prefix] = m[3]
      opts[:comment_sep] = m[2]
      opts[:comment_offset] = line[(m[1].length..-1)].index(m[2]) + m[1].length
      [m[1], opts]
    end

    def self.strip_indent(line, opts)
      m = /^(\s+).*$/.match(line)
      if m
        line = line.lstrip
        opts[:indent] = m[1]
      end
      [line, opts]
    end

    self.parse_types = [Lines::Section, Lines::Option, Lines::Blank]
  end
end
