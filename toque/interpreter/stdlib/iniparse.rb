# IniParse, the INI library Chef Infra Client ships (its systemd_unit resource writes units
# with it; cookbooks `require 'iniparse'`): parse a document keeping its comments and
# blank lines, read and change sections and options, generate one with IniParse.gen.
module IniParse
  class IniParseError < StandardError; end
  class ParseError < IniParseError; end
  class LineNotAllowed < IniParseError; end
  class NoSectionError < IniParseError; end

  def self.parse(source)
    Parser.new(source.to_s.gsub(/(?<!\\)\\\n/, "")).parse
  end

  def self.open(path)
    document = parse(File.read(path))
    document.path = path
    document
  end

  def self.gen(&block)
    Generator.new.gen(&block)
  end

  module Lines
    # what every line has: its indentation and a trailing comment (`key = v ; why`)
    module Line
      attr_accessor :indent, :comment, :comment_sep, :comment_offset

      def init_line(opts)
        @indent = opts[:indent] || ""
        @comment = opts[:comment]
        @comment_sep = opts[:comment_sep] || ";"
        @comment_offset = opts[:comment_offset] || 0
      end

      def has_comment? = !@comment.nil?

      def to_ini
        text = "#{@indent}#{line_contents}"
        return text unless has_comment?

        text += " " if text.strip.length.positive? && @comment_offset.zero?
        text.ljust(@comment_offset) + "#{@comment_sep} #{@comment}".rstrip
      end
    end

    class Blank
      include Line

      def initialize(opts = {}) = init_line(opts)
      def line_contents = ""
    end

    class Comment
      include Line

      def initialize(opts = {}) = init_line(opts)
      def line_contents = ""
      def blank? = false
    end

    class Option
      include Line
      attr_accessor :key, :value

      def initialize(key, value, opts = {})
        init_line(opts)
        @key = key.to_s
        @value = value
        @option_sep = opts[:option_sep] || " = "
      end

      def line_contents = "#{@key}#{@option_sep}#{@value}"

      # a parsed value as iniparse types it: booleans and numbers, else the text
      def self.typecast(text)
        case text
        when /\Atrue\z/i then true
        when /\Afalse\z/i then false
        when /\A-?\d+\z/ then text.to_i
        when /\A-?\d*\.\d+\z/ then text.to_f
        else text
        end
      end
    end

    class Section
      include Line
      include Enumerable
      attr_accessor :key, :lines

      def initialize(key, opts = {})
        init_line(opts)
        @key = key.to_s
        @lines = OptionCollection.new
        @option_sep = opts[:option_sep]
      end

      def line_contents = "[#{@key}]"
      def each(*args, &block) = @lines.each(*args, &block)
      def has_option?(key) = @lines.has_key?(key.to_s)
      def option(key) = @lines[key.to_s]
      def delete(*keys) = keys.each { |k| @lines.delete(k.to_s) } && self

      def [](key)
        found = @lines[key.to_s]
        return nil if found.nil?

        found.is_a?(Array) ? found.map(&:value) : found.value
      end

      def []=(key, value)
        line = @lines[key.to_s]
        if line.is_a?(Option)
          line.value = value
        else
          @lines << Option.new(key, value, option_sep: @option_sep)
        end
      end

      def to_hash
        @lines.keys.each_with_object({}) { |key, out| out[key] = self[key] }
      end
      alias_method :to_h, :to_hash

      def to_ini
        rows = @lines.to_a.flat_map { |line| line.is_a?(Array) ? line.map(&:to_ini) : [line.to_ini] }
        [super, *rows].join("\n")
      end
    end

    # the top-level section of options written before any [section]: no header
    class AnonymousSection < Section
      def to_ini = @lines.to_a.flat_map { |l| l.is_a?(Array) ? l.map(&:to_ini) : [l.to_ini] }.join("\n")
    end
  end

  # lines in order; keyed ones (options, sections) also found by key. Options given twice
  # under one key stay, read as an Array of values.
  class LineCollection
    include Enumerable

    def initialize
      @lines = []
    end

    def <<(line)
      if line.respond_to?(:key) && (found = self[line.key])
        if found.is_a?(Array)
          found << line
        elsif duplicates?
          @lines[@lines.index(found)] = [found, line]
        else
          @lines[@lines.index(found)] = line
        end
      else
        @lines << line
      end
      self
    end

    def [](key)
      @lines.each do |line|
        candidate = line.is_a?(Array) ? line.first : line
        return line if candidate.respond_to?(:key) && candidate.key == key
      end
      nil
    end

    def has_key?(key) = !self[key].nil?
    def delete(key) = @lines.delete(self[key])
    def keys = keyed.map { |line| (line.is_a?(Array) ? line.first : line).key }
    def to_a = @lines.dup
    def length = keyed.length
    alias_method :size, :length

    def each(include_blank = false, &block)
      (include_blank ? @lines : keyed).each(&block)
    end

    private

    def keyed = @lines.select { |l| (l.is_a?(Array) ? l.first : l).respond_to?(:key) }
    def duplicates? = false
  end

  class SectionCollection < LineCollection; end

  class OptionCollection < LineCollection
    private

    def duplicates? = true
  end

  class Document
    include Enumerable
    attr_accessor :lines, :path

    def initialize(path = nil)
      @path = path
      @lines = SectionCollection.new
    end

    def each(*args, &block) = @lines.each(*args, &block)
    def [](key) = @lines[key.to_s]
    def has_section?(key) = @lines.has_key?(key.to_s)
    def delete(*keys) = keys.each { |k| @lines.delete(k.to_s) } && self

    def section(key)
      @lines[key.to_s] || (@lines << Lines::Section.new(key) && @lines[key.to_s])
    end

    def to_ini
      text = @lines.to_a.map(&:to_ini).join("\n")
      text.end_with?("\n") ? text : "#{text}\n"
    end
    alias_method :to_s, :to_ini

    def to_hash
      each_with_object({}) { |section, out| out[section.key] = section.to_hash }
    end
    alias_method :to_h, :to_hash

    def save(path = nil)
      @path = path if path
      raise IniParseError, "No path given to Document#save" if @path.nil?

      File.open(@path, "w") { |f| f.write(to_ini) }
    end

    def inspect = "#<IniParse::Document {#{@lines.keys.join(", ")}}>"
  end

  class Parser
    COMMENT = /\A(?:(.*?)\s+|)([;#])(\s*)(.*)\z/

    def initialize(source)
      @source = source
    end

    def parse
      generator = Generator.new
      generator.gen do |doc|
        @source.split("\n", -1).tap { |lines| lines.pop if lines.last == "" }.each do |raw|
          line_for(doc, raw)
        end
      end
    end

    private

    def line_for(doc, raw)
      indent = raw[/\A\s*/]
      text = raw.strip
      opts = { indent: indent }
      if text.empty? then return doc.blank(opts)
      elsif text =~ /\A[;#]\s?(.*)\z/
        return doc.comment(Regexp.last_match(1), opts.merge(comment_sep: text[0]))
      end

      body, opts = split_comment(text, opts)
      case body
      when /\A\[(.+)\]\z/ then doc.section(Regexp.last_match(1), opts)
      when /\A([^=]+?)\s*=\s*(.*)\z/
        doc.option(Regexp.last_match(1), Lines::Option.typecast(Regexp.last_match(2)), opts)
      else
        raise ParseError, "A line of your INI document could not be parsed to a LineType: '#{raw}'."
      end
    end

    # `key = value ; note`: a ; or # after a space starts a comment
    def split_comment(text, opts)
      found = text.match(/\A(.*?)\s+([;#])\s*(.*)\z/)
      return [text, opts] unless found

      [found[1], opts.merge(comment: found[3], comment_sep: found[2], comment_offset: 0)]
    end
  end

  class Generator
    attr_reader :context, :document

    def initialize
      @document = Document.new
      @context = @document
      @in_section = false
    end

    def gen
      yield self
      @document
    end

    def section(name, opts = {})
      raise LineNotAllowed, "You can't nest sections in INI files." if @in_section

      @context = @document[name.to_s] || begin
        section = Lines::Section.new(name, opts)
        @document.lines << section
        section
      end
      return self unless block_given?

      begin
        @in_section = true
        yield self
        @context = @document
        blank
      ensure
        @in_section = false
      end
      self
    end

    def option(key, value, opts = {})
      target = @context
      if target.is_a?(Document)
        target = @document["__anonymous__"] || begin
          anonymous = Lines::AnonymousSection.new("__anonymous__")
          @document.lines << anonymous
          anonymous
        end
      end
      target.lines << Lines::Option.new(key, value, { option_sep: target.instance_variable_get(:@option_sep) }.compact.merge(opts))
      self
    end

    def comment(text, opts = {})
      lines_here << Lines::Comment.new(opts.merge(comment: text))
      self
    end

    def blank(opts = {})
      lines_here << Lines::Blank.new(opts)
      self
    end

    private

    def lines_here = @context.lines
  end
end
