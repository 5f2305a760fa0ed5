# REXML, Ruby 3.1's bundled XML library (rexml 3.2.5), as cookbooks use it to read and
# edit configuration files: Document.new of a string, the tree of elements, attributes,
# text, CDATA, comments and processing instructions (whitespace kept), Elements and
# Attributes collections, XPath.first/match/each over location paths with the common
# predicates, and to_s/write as REXML writes (attributes sorted, single-quoted; empty
# elements as <x/>). Text and attribute values are kept as read and unescaped on reading;
# what a program sets is escaped. DTD validation and streaming parsers are not provided.
module REXML
  class ParseException < RuntimeError; end
  class UndefinedNamespaceException < ParseException; end

  # Entity escaping, shared by text and attribute values.
  module Escaping
    ESCAPES = { "&" => "&amp;", "<" => "&lt;", ">" => "&gt;", '"' => "&quot;", "'" => "&apos;" }.freeze
    NAMED = { "amp" => "&", "lt" => "<", "gt" => ">", "quot" => '"', "apos" => "'" }.freeze

    def self.normalize(text)
      text.to_s.gsub(/[&<>"']/) { |c| ESCAPES[c] }
    end

    # Named and numeric references decoded; an unknown one is kept as written.
    def self.unnormalize(text)
      text.to_s.gsub(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/) do |whole|
        ref = Regexp.last_match(1)
        if ref.start_with?("#x")
          [ref[2..].to_i(16)].pack("U*")
        elsif ref.start_with?("#")
          [ref[1..].to_i].pack("U*")
        else
          NAMED.fetch(ref, whole)
        end
      end
    end
  end

  class Child
    attr_accessor :parent

    def document
      parent&.document
    end

    def remove
      parent&.delete(self)
      self
    end

    def next_sibling_node
      return nil unless parent

      parent.children[parent.children.index(self) + 1]
    end

    def previous_sibling_node
      return nil unless parent

      index = parent.children.index(self)
      index.zero? ? nil : parent.children[index - 1]
    end
  end

  class Text < Child
    # `raw`: the string is already escaped (as read from a document)
    def initialize(text, respect_whitespace = false, parent = nil, raw = nil)
      super()
      @string = raw ? text.to_s.dup : Escaping.normalize(text)
      parent&.add(self)
    end

    def self.normalize(text, _doctype = nil, _filter = nil)
      Escaping.normalize(text)
    end

    def self.unnormalize(text, _doctype = nil, _filter = nil, _illegal = nil)
      Escaping.unnormalize(text)
    end

    def to_s
      @string
    end

    def value
      Escaping.unnormalize(@string)
    end

    def value=(text)
      @string = Escaping.normalize(text)
    end

    def empty?
      @string.empty?
    end

    def node_type
      :text
    end

    def <<(text)
      @string << Escaping.normalize(text)
      self
    end

    def write_xml(out)
      out << @string
    end

    def inspect
      @string.inspect
    end
  end

  class CData < Text
    def initialize(text, respect_whitespace = true, parent = nil)
      super(text, respect_whitespace, parent, true)
    end

    def value
      @string
    end

    def node_type
      :cdata
    end

    def write_xml(out)
      out << "<![CDATA[" << @string << "]]>"
    end
  end

  class Comment < Child
    attr_accessor :string

    def initialize(text, parent = nil)
      super()
      @string = text.to_s
      parent&.add(self)
    end

    alias to_s string

    def node_type
      :comment
    end

    def write_xml(out)
      out << "<!--" << @string << "-->"
    end
  end

  class Instruction < Child
    attr_accessor :target, :content

    def initialize(target, content = nil)
      super()
      @target = target
      @content = content
    end

    def node_type
      :processing_instruction
    end

    def write_xml(out)
      out << "<?" << @target
      out << " " << @content if @content
      out << "?>"
    end
  end

  class XMLDecl < Child
    DEFAULT_VERSION = "1.0"
    DEFAULT_ENCODING = "UTF-8"

    attr_accessor :version, :standalone
    attr_reader :encoding

    def initialize(version = DEFAULT_VERSION, encoding = nil, standalone = nil)
      super()
      @version = version
      @write_encoding = !encoding.nil?
      @encoding = (encoding || DEFAULT_ENCODING).upcase
      @standalone = standalone
    end

    def encoding=(name)
      @write_encoding = true
      @encoding = name.to_s.upcase
    end

    def node_type
      :xmldecl
    end

    def to_s
      out = +""
      write_xml(out)
      out
    end

    def write_xml(out)
      out << "<?xml version='#{@version}'"
      out << " encoding='#{@encoding}'" if @write_encoding
      out << " standalone='#{@standalone}'" if @standalone
      out << "?>"
    end
  end

  # A DOCTYPE declaration, kept as written.
  class DocType < Child
    attr_reader :name

    def initialize(source)
      super()
      @source = source
      @name = source[/\A<!DOCTYPE\s+([^\s>\[]+)/, 1]
    end

    def node_type
      :doctype
    end

    def write_xml(out)
      out << @source
    end
  end

  class Parent < Child
    include Enumerable

    attr_reader :children

    def initialize(parent = nil)
      super()
      @children = []
      parent&.add(self)
    end

    def add(child)
      child.parent&.children&.delete(child)
      child.parent = self
      @children << child
      child
    end
    alias push add

    def <<(child)
      add(child)
      self
    end

    def delete(child)
      removed = @children.delete(child)
      removed.parent = nil if removed
      removed
    end

    def each(&block)
      @children.each(&block)
    end

    def size
      @children.size
    end
    alias length size

    def [](index)
      @children[index]
    end

    def index(child)
      @children.index(child)
    end

    def insert_before(reference, child)
      child.parent&.children&.delete(child)
      child.parent = self
      @children.insert(@children.index(reference) || 0, child)
      self
    end

    def insert_after(reference, child)
      child.parent&.children&.delete(child)
      child.parent = self
      at = @children.index(reference)
      at ? @children.insert(at + 1, child) : @children << child
      self
    end

    def parent?
      true
    end
  end

  class Attribute
    attr_reader :name
    attr_accessor :element

    # `raw`: the value is already escaped (as read from a document)
    def initialize(name, value = nil, element = nil, raw: false)
      if name.is_a?(Attribute)
        @name = name.name
        @normalized = name.to_s
        @element = value
      else
        @name = name.to_s
        @normalized = raw ? value.to_s : Escaping.normalize(value)
        @element = element
      end
    end

    alias expanded_name name

    def to_s
      @normalized
    end

    def value
      Escaping.unnormalize(@normalized)
    end

    def to_string
      "#{@name}='#{@normalized.gsub("'", '&apos;')}'"
    end

    def ==(other)
      other.is_a?(Attribute) && name == other.name && value == other.value
    end

    def inspect
      "#{@name}='#{@normalized}'"
    end

    def node_type
      :attribute
    end

    def remove
      @element&.attributes&.delete(self)
    end
  end

  # An element's attributes by name; reading gives the unescaped value.
  class Attributes
    include Enumerable

    def initialize(element)
      @element = element
      @table = {}
    end

    def [](name)
      @table[name.to_s]&.value
    end

    def []=(name, value)
      name = name.to_s
      if value.nil?
        @table.delete(name)
      elsif value.is_a?(Attribute)
        value.element = @element
        @table[name] = value
      else
        @table[name] = Attribute.new(name, value.to_s, @element)
      end
    end

    def add(attribute)
      attribute.element = @element
      @table[attribute.name] = attribute
    end
    alias << add

    def get_attribute(name)
      @table[name.to_s]
    end

    def delete(attribute)
      name = attribute.is_a?(Attribute) ? attribute.name : attribute.to_s
      @table.delete(name)
      @element
    end

    def each
      return enum_for(:each) unless block_given?

      @table.each_value { |a| yield [a.name, a.value] }
    end

    def each_attribute
      return enum_for(:each_attribute) unless block_given?

      @table.each_value { |a| yield a }
    end

    def to_a
      @table.values
    end

    def keys
      @table.keys
    end

    def values
      @table.values.map(&:value)
    end

    def size
      @table.size
    end
    alias length size

    def empty?
      @table.empty?
    end

    def key?(name)
      @table.key?(name.to_s)
    end
    alias has_key? key?
    alias include? key?

    def to_h
      @table.transform_values(&:value)
    end
  end

  # An element's child elements: [] by 1-based index or XPath, each/to_a by XPath.
  class Elements
    include Enumerable

    def initialize(parent)
      @element = parent
    end

    def [](index, name = nil)
      if index.is_a?(Integer)
        raise "index (#{index}) must be >= 1" if index < 1

        found = all_children.select { |e| name.nil? || e.name == name }
        return found[index - 1]
      end
      XPath.first(@element, index.to_s)
    end

    def []=(index, element)
      old = self[index]
      if old
        old.parent.insert_before(old, element)
        old.remove
      else
        @element.add(element)
      end
    end

    def add(element = nil)
      element = Element.new(element) unless element.is_a?(Element)
      @element.add(element)
      element
    end
    alias << add

    def delete(element)
      element = self[element] unless element.is_a?(Element)
      @element.delete(element) if element
      element
    end

    def delete_all(xpath)
      found = to_a(xpath)
      found.each { |e| e.parent.delete(e) }
      found
    end

    def each(xpath = nil, &block)
      return enum_for(:each, xpath) unless block

      (xpath ? XPath.match(@element, xpath).select { |n| n.is_a?(Element) } : all_children).each(&block)
    end

    def to_a(xpath = nil)
      xpath ? XPath.match(@element, xpath) : all_children
    end

    def size
      all_children.size
    end
    alias length size

    def empty?
      all_children.empty?
    end

    def index(element)
      all_children.index(element)&.+(1) || -1
    end

    def first
      all_children.first
    end

    private

    def all_children
      @element.children.select { |c| c.is_a?(Element) }
    end
  end

  class Element < Parent
    attr_accessor :name, :context
    attr_reader :attributes, :elements

    def initialize(name = "UNDEFINED", parent = nil, context = nil)
      super(parent)
      @name = name.to_s
      @context = context
      @attributes = Attributes.new(self)
      @elements = Elements.new(self)
    end

    alias expanded_name name

    def root
      document ? document.root : top
    end

    def document
      parent&.document
    end

    def node_type
      :element
    end

    # The first text child's unescaped value; nil without one.
    def text(path = nil)
      node = get_text(path)
      node&.value
    end

    def get_text(path = nil)
      target = path ? XPath.first(self, path) : self
      target&.children&.find { |c| c.is_a?(Text) }
    end

    def texts
      @children.select { |c| c.is_a?(Text) }
    end

    # Replaces the first text child (nil removes it).
    def text=(text)
      current = @children.find { |c| c.is_a?(Text) }
      if text.nil?
        delete(current) if current
        return nil
      end
      node = text.is_a?(Text) ? text : Text.new(text.to_s)
      if current
        insert_before(current, node)
        delete(current)
      else
        add(node)
      end
      text
    end

    def add_text(text)
      if text.is_a?(Text)
        add(text)
      elsif @children.last.is_a?(Text) && !@children.last.is_a?(CData)
        @children.last << text
      else
        add(Text.new(text))
      end
      self
    end

    def add_element(element, attrs = nil)
      element = Element.new(element) unless element.is_a?(Element)
      add(element)
      attrs&.each { |k, v| element.attributes[k] = v }
      element
    end

    def delete_element(element)
      @elements.delete(element)
    end

    def each_element(xpath = nil, &block)
      @elements.each(xpath, &block)
    end

    def each_element_with_attribute(key, value = nil)
      @elements.each do |e|
        next unless e.attributes.key?(key)
        next if value && e.attributes[key] != value

        yield e
      end
    end

    def attribute(name, _namespace = nil)
      @attributes.get_attribute(name)
    end

    def add_attribute(key, value = nil)
      return @attributes.add(key) if key.is_a?(Attribute)

      @attributes[key] = value
    end

    def add_attributes(hash)
      hash.each { |k, v| @attributes[k] = v }
    end

    def delete_attribute(name)
      attr = @attributes.get_attribute(name)
      @attributes.delete(name)
      attr
    end

    def [](name_or_index)
      name_or_index.is_a?(Integer) ? @children[name_or_index] : @attributes[name_or_index]
    end

    def has_elements?
      !@elements.empty?
    end

    def has_attributes?
      !@attributes.empty?
    end

    def has_text?
      !text.nil?
    end

    def next_element
      sibling = next_sibling_node
      sibling = sibling.next_sibling_node while sibling && !sibling.is_a?(Element)
      sibling
    end

    def previous_element
      sibling = previous_sibling_node
      sibling = sibling.previous_sibling_node while sibling && !sibling.is_a?(Element)
      sibling
    end

    def to_s
      out = +""
      write_xml(out)
      out
    end

    def write(output = $stdout, _indent = -1, _transitive = false, _ie_hack = false)
      write_xml(output)
    end

    def write_xml(out)
      out << "<" << @name
      @attributes.to_a.sort_by(&:name).each { |a| out << " " << a.to_string }
      if @children.empty?
        out << "/>"
      else
        out << ">"
        @children.each { |c| c.write_xml(out) }
        out << "</" << @name << ">"
      end
      out
    end

    def inspect
      attrs = @attributes.to_a.map { |a| " #{a.to_string}" }.join
      @children.empty? ? "<#{@name}#{attrs}/>" : "<#{@name}#{attrs}> ... </>"
    end

    def clone
      copy = Element.new(@name)
      @attributes.each_attribute { |a| copy.attributes.add(Attribute.new(a)) }
      copy
    end

    private

    def top
      node = self
      node = node.parent while node.parent.is_a?(Element) && !node.parent.is_a?(Document)
      node
    end
  end

  class Document < Element
    def initialize(source = nil, context = {})
      super("", nil, context)
      Parser.new(self, source.respond_to?(:read) ? source.read : source.to_s).parse if source
    end

    def document
      self
    end

    def root
      @children.find { |c| c.is_a?(Element) }
    end

    def name
      ""
    end
    alias expanded_name name

    def node_type
      :document
    end

    def xml_decl
      @children.find { |c| c.is_a?(XMLDecl) } || XMLDecl.new
    end

    def version
      xml_decl.version
    end

    def encoding
      xml_decl.encoding
    end

    def doctype
      @children.find { |c| c.is_a?(DocType) }
    end

    def add_element(element = nil, attrs = nil)
      raise "attempted adding second root element to document" if root

      super
    end

    def add(child)
      if child.is_a?(XMLDecl)
        @children.delete_if { |c| c.is_a?(XMLDecl) }
        child.parent = self
        @children.unshift(child)
        return child
      end
      super
    end

    def write_xml(out)
      @children.each { |c| c.write_xml(out) }
      out
    end

    def self.parse_stream(*)
      raise NotImplementedError, "REXML::Document.parse_stream (stream parsing) is not provided"
    end
  end

  # Reads a document's text into its tree; an ill-formed document raises ParseException.
  class Parser
    NAME = /[A-Za-z_:][\w:.\-]*/
    ATTRIBUTE = /\s*(#{NAME})\s*=\s*(?:"([^"]*)"|'([^']*)')/m
    ATTRIBUTES = /(?:\s*#{NAME}\s*=\s*(?:"[^"]*"|'[^']*'))*/m

    def initialize(document, source)
      @document = document
      @source = source
      @pos = 0
    end

    def parse
      stack = [@document]
      while @pos < @source.length
        rest = @source[@pos..]
        if rest.start_with?("<?xml ") || rest.start_with?("<?xml?")
          close = expect(rest, "?>", "XML declaration")
          decl = rest[0...close]
          found = ->(key) { decl[/#{key}\s*=\s*["']([^"']*)["']/, 1] }
          stack.last.add(XMLDecl.new(found.call("version") || "1.0", found.call("encoding"), found.call("standalone")))
          @pos += close + 2
        elsif rest.start_with?("<?")
          close = expect(rest, "?>", "processing instruction")
          target, content = rest[2...close].split(/\s+/, 2)
          stack.last.add(Instruction.new(target, content))
          @pos += close + 2
        elsif rest.start_with?("<!--")
          close = expect(rest, "-->", "comment")
          stack.last.add(Comment.new(rest[4...close]))
          @pos += close + 3
        elsif rest.start_with?("<![CDATA[")
          close = expect(rest, "]]>", "CDATA section")
          stack.last.add(CData.new(rest[9...close]))
          @pos += close + 3
        elsif rest.start_with?("<!DOCTYPE")
          length = doctype_length(rest)
          stack.last.add(DocType.new(rest[0...length]))
          @pos += length
        elsif rest.start_with?("</")
          m = /\A<\/(#{NAME})\s*>/.match(rest)
          fail_at("Malformed end tag") unless m
          open = stack.last
          if stack.size == 1 || open.name != m[1]
            fail_at("Missing end tag for '#{open.name}' (got '#{m[1]}')")
          end
          stack.pop
          @pos += m[0].length
        elsif rest.start_with?("<")
          m = /\A<(#{NAME})(#{ATTRIBUTES})\s*(\/?)>/m.match(rest)
          fail_at("Malformed start tag") unless m
          element = Element.new(m[1])
          m[2].scan(ATTRIBUTE) do |name, double, single|
            fail_at("Duplicate attribute #{name.inspect}") if element.attributes.key?(name)
            element.attributes.add(Attribute.new(name, double || single, element, raw: true))
          end
          if stack.size == 1 && @document.root
            fail_at("Malformed XML: Extra content at the end of the document")
          end
          stack.last.add(element)
          stack.push(element) if m[3].empty?
          @pos += m[0].length
        else
          text = rest[/\A[^<]*/]
          if stack.size == 1 && text =~ /\S/
            fail_at("Malformed XML: Content at the root level of the document")
          end
          stack.last.add(Text.new(text, true, nil, true))
          @pos += text.length
        end
      end
      fail_at("Missing end tag for '#{stack.last.name}'") if stack.size > 1
      @document
    end

    private

    def expect(rest, terminator, what)
      close = rest.index(terminator)
      fail_at("Unclosed #{what}") unless close
      close
    end

    # a DOCTYPE ends at the > after its internal subset's ]
    def doctype_length(rest)
      depth = 0
      rest.each_char.with_index do |c, i|
        depth += 1 if c == "["
        depth -= 1 if c == "]"
        return i + 1 if c == ">" && depth.zero?
      end
      fail_at("Unclosed DOCTYPE")
    end

    def fail_at(message)
      line = @source[0...@pos].count("\n") + 1
      raise ParseException, "#{message}\nLine: #{line}\nPosition: #{@pos}\nLast 80 unconsumed characters:\n#{@source[@pos, 80]}"
    end
  end

  # XPath 1.0 location paths: absolute or relative, // (descendants), . and .., *,
  # @name and @*, text(), node(), and predicates: a position, last(), @a, @a=/!='v',
  # child='v', text()='v', contains(@a,'v'), starts-with(@a,'v'), not(...), and/or.
  class XPath
    def self.first(node, path = ".", _namespaces = nil, _variables = {})
      match(node, path).first
    end

    def self.each(node, path = ".", _namespaces = nil, _variables = {}, &block)
      return enum_for(:each, node, path) unless block

      match(node, path).each(&block)
    end

    def self.match(node, path = ".", _namespaces = nil, _variables = {})
      path = path.to_s.strip
      return [node] if path.empty?

      path.split(/\s*\|\s*/).flat_map { |alternative| evaluate(node, alternative) }.uniq
    end

    class << self
      private

      def evaluate(node, path)
        nodes = [node]
        if path.start_with?("/")
          nodes = [document_of(node)]
          path = path.sub(%r{\A/}, "")
          path = "/#{path}" if path.start_with?("/") # "//x" from the document
        end
        steps(path).each do |descend, step|
          nodes = nodes.flat_map { |n| [n, *descendants(n)] }.uniq if descend
          nodes = nodes.flat_map { |n| apply(n, step) }.uniq
          nodes = in_document_order(nodes) if descend
        end
        nodes
      end

      # what // finds, in the order its nodes appear in the document
      def in_document_order(nodes)
        return nodes if nodes.size < 2

        order = {}
        walk = lambda do |n|
          order[n] = order.size
          n.attributes.each_attribute { |a| order[a] = order.size } if n.is_a?(Element)
          n.children.each(&walk) if n.is_a?(Parent)
        end
        walk.call(document_of(nodes.first))
        nodes.sort_by { |n| order.fetch(n, order.size) }
      end

      def document_of(node)
        node = node.element if node.is_a?(Attribute)
        node.document || begin
          node = node.parent while node.parent
          node
        end
      end

      # [[descendant-or-self first?, step text], ...]; predicates may hold slashes
      def steps(path)
        out = []
        descend = false
        current = +""
        depth = 0
        quote = nil
        i = 0
        while i < path.length
          c = path[i]
          if quote
            quote = nil if c == quote
            current << c
          elsif c == "'" || c == '"'
            quote = c
            current << c
          elsif c == "["
            depth += 1
            current << c
          elsif c == "]"
            depth -= 1
            current << c
          elsif c == "/" && depth.zero?
            if current.empty?
              descend = true
            else
              out << [descend, current]
              descend = false
              current = +""
            end
          else
            current << c
          end
          i += 1
        end
        out << [descend, current] unless current.empty?
        out
      end

      def descendants(node)
        return [] unless node.is_a?(Parent)

        node.children.flat_map { |c| [c, *descendants(c)] }
      end

      def apply(node, step)
        m = /\A([^\[]*)((?:\[.*\])*)\z/m.match(step.strip)
        raise ParseException, "Invalid XPath step: #{step.inspect}" unless m

        found = select(node, m[1].strip)
        predicates(m[2]).each do |predicate|
          size = found.size
          found = found.each_with_index.select { |n, i| true?(n, predicate, i + 1, size) }.map(&:first)
        end
        found
      end

      def select(node, test)
        children = node.is_a?(Parent) ? node.children : []
        case test
        when "." then [node]
        when ".." then node.is_a?(Attribute) ? [node.element] : [node.parent].compact
        when "*" then children.select { |c| c.is_a?(Element) }
        when "text()" then children.select { |c| c.is_a?(Text) }
        when "node()" then children
        when "comment()" then children.select { |c| c.is_a?(Comment) }
        when "@*" then node.is_a?(Element) ? node.attributes.to_a : []
        when /\A@(.+)\z/
          attr = node.is_a?(Element) && node.attribute(Regexp.last_match(1).sub(/\A\w+:/, ""))
          attr ? [attr] : []
        when /\A(?:child::)?(#{Parser::NAME})\z/
          name = Regexp.last_match(1)
          children.select { |c| c.is_a?(Element) && c.name == name }
        else
          raise ParseException, "Unsupported XPath step: #{test.inspect}"
        end
      end

      # "[a][b]" -> ["a", "b"], brackets inside quotes left alone
      def predicates(text)
        out = []
        depth = 0
        quote = nil
        current = +""
        text.each_char do |c|
          if quote
            quote = nil if c == quote
          elsif c == "'" || c == '"'
            quote = c
          elsif c == "["
            depth += 1
            next if depth == 1
          elsif c == "]"
            depth -= 1
            if depth.zero?
              out << current.strip
              current = +""
              next
            end
          end
          current << c
        end
        out
      end

      def true?(node, predicate, position, size)
        value = expression(node, predicate, position, size)
        value.is_a?(Numeric) ? value == position : truthy(value)
      end

      def truthy(value)
        case value
        when Array then !value.empty?
        when String then !value.empty?
        else !!value
        end
      end

      def expression(node, text, position, size)
        text = text.strip
        if (parts = split_top(text, " or ")).size > 1
          return parts.any? { |p| truthy(expression(node, p, position, size)) }
        end
        if (parts = split_top(text, " and ")).size > 1
          return parts.all? { |p| truthy(expression(node, p, position, size)) }
        end
        if (m = /\A(.+?)\s*(!=|<=|>=|=|<|>)\s*(.+)\z/m.match(text)) && !text.start_with?("not(")
          return compare(value_of(node, m[1], position, size), m[2], value_of(node, m[3], position, size))
        end

        value_of(node, text, position, size)
      end

      def split_top(text, word)
        parts = []
        depth = 0
        quote = nil
        current = +""
        i = 0
        while i < text.length
          c = text[i]
          if quote
            quote = nil if c == quote
          elsif c == "'" || c == '"'
            quote = c
          elsif c == "(" || c == "["
            depth += 1
          elsif c == ")" || c == "]"
            depth -= 1
          elsif depth.zero? && text[i, word.length] == word
            parts << current
            current = +""
            i += word.length
            next
          end
          current << c
          i += 1
        end
        parts << current
      end

      def value_of(node, text, position, size)
        text = text.strip
        case text
        when /\A'([^']*)'\z/, /\A"([^"]*)"\z/ then Regexp.last_match(1)
        when /\A-?\d+(\.\d+)?\z/ then text.include?(".") ? text.to_f : text.to_i
        when "last()" then size
        when "position()" then position
        when /\Anot\((.*)\)\z/m then !truthy(expression(node, Regexp.last_match(1), position, size))
        when /\A(contains|starts-with)\((.*)\)\z/m
          fn = Regexp.last_match(1)
          a, b = split_top(Regexp.last_match(2), ",").map { |arg| string_of(value_of(node, arg, position, size)) }
          fn == "contains" ? a.include?(b) : a.start_with?(b)
        when /\Astring-length\((.*)\)\z/m then string_of(value_of(node, Regexp.last_match(1), position, size)).length
        when /\Anormalize-space\((.*)\)\z/m then string_of(value_of(node, Regexp.last_match(1), position, size)).strip.squeeze(" ")
        when /\Acount\((.*)\)\z/m then match(node, Regexp.last_match(1)).size
        when /\Aname\(\)\z/ then node.respond_to?(:name) ? node.name : ""
        when /\Atrue\(\)\z/ then true
        when /\Afalse\(\)\z/ then false
        else match(node, text)
        end
      end

      def string_of(value)
        case value
        when Array then value.empty? ? "" : node_string(value.first)
        when Float then value == value.to_i ? value.to_i.to_s : value.to_s
        else value.to_s
        end
      end

      def node_string(node)
        case node
        when Attribute, Text then node.value
        when Parent then descendants(node).select { |c| c.is_a?(Text) }.map(&:value).join
        else node.to_s
        end
      end

      # a node set compares true when any of its nodes does
      def compare(left, op, right)
        lefts = left.is_a?(Array) ? left.map { |n| node_string(n) } : [left]
        rights = right.is_a?(Array) ? right.map { |n| node_string(n) } : [right]
        lefts.any? do |l|
          rights.any? do |r|
            if %w[< > <= >=].include?(op) || l.is_a?(Numeric) || r.is_a?(Numeric)
              a = l.is_a?(Numeric) ? l : l.to_s.to_f
              b = r.is_a?(Numeric) ? r : r.to_s.to_f
              a.send(op == "=" ? :== : (op == "!=" ? :!= : op), b)
            else
              op == "=" ? l.to_s == r.to_s : l.to_s != r.to_s
            end
          end
        end
      end
    end
  end
end

# REXML::Formatters: Default writes a node as it is (attributes sorted by name), Pretty
# indents elements by `indentation` spaces a level, folds runs of whitespace in text and
# wraps it at `width`; with `compact`, an element holding only text stays on one line.
module REXML
  module Formatters
    class Default
      def initialize(ie_hack = false)
        @ie_hack = ie_hack
      end

      def write(node, output)
        case node
        when Document then write_document(node, output)
        when Element then write_element(node, output)
        when Instruction then write_instruction(node, output)
        when DocType, XMLDecl then node.write_xml(output)
        when Comment then write_comment(node, output)
        when CData then write_cdata(node, output)
        when Text then write_text(node, output)
        else raise Exception, "XML FORMATTING ERROR"
        end
      end

      protected

      def write_document(node, output)
        node.children.each { |child| write(child, output) }
      end

      def write_element(node, output)
        output << "<#{node.expanded_name}"
        node.attributes.to_a.sort_by(&:name).each { |attr| output << " " << attr.to_string }
        if node.children.empty?
          output << " " if @ie_hack
          output << "/"
        else
          output << ">"
          node.children.each { |child| write(child, output) }
          output << "</#{node.expanded_name}"
        end
        output << ">"
      end

      def write_text(node, output)
        output << node.to_s
      end

      def write_comment(node, output)
        output << "<!--" << node.to_s << "-->"
      end

      def write_cdata(node, output)
        output << "<![CDATA[" << node.value << "]]>"
      end

      def write_instruction(node, output)
        output << "<?" << node.target
        output << " " << node.content if node.content
        output << "?>"
      end
    end

    class Pretty < Default
      attr_accessor :compact, :width

      def initialize(indentation = 2, ie_hack = false)
        @indentation = indentation
        @level = 0
        @ie_hack = ie_hack
        @width = 80
        @compact = false
      end

      protected

      def write_element(node, output)
        output << " " * @level << "<#{node.expanded_name}"
        node.attributes.each_attribute { |attr| output << " " << attr.to_string }
        if node.children.empty?
          output << " " if @ie_hack
          output << "/"
        else
          output << ">"
          unless compact && one_line(node, output)
            output << "\n"
            @level += @indentation
            node.children.each do |child|
              next if child.is_a?(Text) && child.to_s.strip.empty?
              write(child, output)
              output << "\n"
            end
            @level -= @indentation
            output << " " * @level
          end
          output << "</#{node.expanded_name}"
        end
        output << ">"
      end

      # Text-only content written on the element's own line when it fits in `width`.
      def one_line(node, output)
        return false unless node.children.all? { |c| c.is_a?(Text) }
        text = +""
        level = @level
        @level = 0
        node.children.each { |child| write(child, text) }
        @level = level
        return false unless text.length < @width
        output << text
        true
      end

      def write_text(node, output)
        text = node.to_s.gsub(/\s/, " ").squeeze(" ")
        text = wrap(text, @width - @level)
        text = text.gsub("\n", "\n#{' ' * @level}") if @level >= 0
        output << (" " * @level + text)
      end

      def write_comment(node, output)
        output << " " * @level
        super
      end

      def write_cdata(node, output)
        output << " " * @level
        super
      end

      def write_document(node, output)
        first = node.children[0]
        node.children.each do |child|
          next if child.instance_of?(Text)
          output << "\n" unless child.equal?(first) || (child.equal?(node.children[1]) && !writes?(first))
          write(child, output)
        end
      end

      private

      # an XMLDecl the document did not name writes nothing
      def writes?(child)
        !(child.is_a?(XMLDecl) && child.to_s.empty?)
      end

      def wrap(text, width)
        parts = []
        while text.length > width && (place = text.rindex(" ", width))
          parts << text[0...place]
          text = text[place + 1..]
        end
        parts << text
        parts.join("\n")
      end
    end
  end
end
