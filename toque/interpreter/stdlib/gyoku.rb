# gyoku (1.4), Ruby Hashes to XML, which Chef Infra Client has on every node (through
# winrm). Written from the gem's README: Symbol keys become lowerCamelCase (or :camelcase,
# :upcase, :none, a lambda), String keys stay as written; a key ending in "!" is not
# escaped, one ending in "/" is a self-closing tag; :order!, :attributes!, "@" keys and
# :content! shape the element; nil is xsi:nil; Arrays repeat their tag (or, with unwrap:,
# wrap their items once); pretty_print: lays the result out with REXML's formatter.
require "cgi"
require "date"

module Gyoku
  VERSION = "1.4.0"

  def self.xml_tag(key, options = {})
    XMLKey.create(key, options)
  end

  def self.xml(hash, options = {})
    Hash.to_xml(hash.dup, options)
  end

  # The markup Builder::XmlMarkup writes: attributes in the order given, escaped with
  # &quot; and newlines as character references; a tag with no block closes itself.
  class Markup
    def initialize
      @out = +""
    end

    def <<(text)
      @out << text.to_s
      self
    end

    def tag!(name, attributes = {})
      @out << "<#{name}"
      attributes.each { |key, value| @out << %( #{key}="#{attribute(value)}") }
      if block_given?
        @out << ">"
        yield
        @out << "</#{name}>"
      else
        @out << "/>"
      end
      self
    end

    def target!
      @out
    end

    private

    def attribute(value)
      return value.to_s if value.is_a?(Symbol)
      value.to_s.gsub("&", "&amp;").gsub("<", "&lt;").gsub(">", "&gt;")
           .gsub("\n", "&#10;").gsub("\r", "&#13;").gsub('"', "&quot;")
    end
  end

  module XMLKey
    CAMELCASE = lambda do |key|
      key.gsub(%r{/(.?)}) { |m| "::#{m[-1].upcase}" }.gsub(/(?:^|_)(.)/) { |m| m[-1].upcase }
    end
    LOWER_CAMELCASE = ->(key) { key[0].chr.downcase + CAMELCASE.call(key)[1..] }
    FORMULAS = {
      lower_camelcase: LOWER_CAMELCASE,
      camelcase: CAMELCASE,
      upcase: ->(key) { key.upcase },
      none: ->(key) { key },
    }.freeze

    # A key as its tag: "!" and "/" ends dropped, a leading ":" drops the namespace,
    # Symbols converted, and under element_form_default: :qualified the namespace added.
    def self.create(key, options = {})
      tag = key.to_s
      tag = tag.chop if ["!", "/"].include?(tag[-1, 1])
      unqualified = tag[0, 1] == ":"
      tag = tag.split(":").last if unqualified
      tag = converter(options, tag).call(tag) if key.is_a?(Symbol)
      if !unqualified && options[:element_form_default] == :qualified && options[:namespace] && !tag.include?(":")
        tag = "#{options[:namespace]}:#{tag}"
      end
      tag
    end

    def self.converter(options, tag)
      return options[:key_converter] if options[:key_converter].is_a?(Proc)
      wanted = options[:key_to_convert]
      name = if !wanted.nil?
               wanted == tag ? options[:key_converter] : :lower_camelcase
             elsif options[:except] == tag
               :lower_camelcase
             else
               options[:key_converter] || :lower_camelcase
             end
      FORMULAS[name]
    end
  end

  module XMLValue
    # Times as xs:time, DateTimes as xs:dateTime, Dates as xs:date, Strings escaped.
    def self.create(object, escape_xml = true, options = {})
      case object
      when Time then object.strftime("%H:%M:%S")
      when DateTime then object.strftime("%Y-%m-%dT%H:%M:%S%Z")
      when Date then object.strftime("%Y-%m-%d")
      when String then escape_xml ? CGI.escapeHTML(object) : object
      when ::Hash then Gyoku::Hash.to_xml(object, options)
      else
        if object.respond_to?(:to_datetime)
          create(object.to_datetime)
        elsif object.respond_to?(:call)
          create(object.call)
        else
          object.to_s
        end
      end
    end
  end

  module Hash
    module_function

    def to_xml(hash, options = {})
      xml = build_xml(hash, options)
      options[:pretty_print] ? Prettifier.prettify(xml, options) : xml
    end

    def build_xml(hash, options = {})
      each_node(hash) do |xml, key, value, attributes|
        self_closing = key.to_s[-1, 1] == "/"
        escape_xml = key.to_s[-1, 1] != "!"
        tag = XMLKey.create(key, options)
        if key == :content!
          xml << XMLValue.create(value, escape_xml, options)
        elsif value.is_a?(::Array)
          xml << Array.build_xml(value, tag, escape_xml, attributes, options.merge(self_closing: self_closing))
        elsif value.is_a?(::Hash)
          xml.tag!(tag, attributes) { xml << build_xml(value, options) }
        elsif self_closing
          xml.tag!(tag, attributes)
        elsif value.nil?
          xml.tag!(tag, "xsi:nil" => "true")
        else
          xml.tag!(tag, attributes) { xml << XMLValue.create(value, escape_xml, options) }
        end
      end
    end

    def explicit_attribute?(key)
      key.to_s.start_with?("@")
    end

    # Yields each element's key, value and attributes (from :attributes! and from the
    # value's own "@" keys, which win), with a Hash value's :content! as its value.
    def each_node(hash)
      xml = Markup.new
      given = hash[:attributes!] || {}
      rest = hash.reject { |k, _| k == :attributes! }
      order(rest).each do |key|
        attributes = (given[key] || {}).map { |k, v| [k.to_s, v] }.to_h
        value = hash[key].respond_to?(:keys) ? hash[key].clone : hash[key]
        if value.respond_to?(:keys)
          own = value.keys.select { |k| explicit_attribute?(k) }
          own.each { |k| attributes[k.to_s[1..]] = value[k] }
          own.each { |k| value.delete(k) }
          content = value.delete(:content!)
          value = content unless content.nil?
          value = "" if value.respond_to?(:empty?) && value.empty?
        end
        yield xml, key, value, attributes
      end
      xml.target!
    end

    # The keys in :order! (which must name exactly the element keys), else as given.
    def order(hash)
      wanted = hash[:order!] || hash.delete("order!")
      rest = hash.reject { |k, _| k == :order! }
      wanted = rest.keys unless wanted.is_a?(::Array)
      ordered = wanted.reject { |k| explicit_attribute?(k) }
      present = rest.keys.reject { |k| explicit_attribute?(k) }
      missing = present - ordered
      spurious = ordered - present
      raise ArgumentError, "Missing elements in :order! #{missing.inspect}" unless missing.empty?
      raise ArgumentError, "Spurious elements in :order! #{spurious.inspect}" unless spurious.empty?
      ordered
    end
  end

  module Array
    module_function

    NESTED_ELEMENT_NAME = "element"

    def to_xml(array, key, escape_xml = true, attributes = {}, options = {})
      xml = build_xml(array, key, escape_xml, attributes, options)
      options[:pretty_print] && options[:unwrap] ? Prettifier.prettify(xml, options) : xml
    end

    # Each item as an element named `key` (nested Arrays as <element>s); with unwrap:
    # (true, or the keys to unwrap) the items go inside one `key` element.
    def build_xml(array, key, escape_xml = true, attributes = {}, options = {})
      self_closing = options.delete(:self_closing)
      unwrap = unwrap?(options.fetch(:unwrap, false), key)
      xml = Markup.new
      items = lambda do
        array.each_with_index do |item, index|
          own = item.respond_to?(:keys) ? item.each_with_object({}) { |(k, v), h| h[k.to_s[1..]] = v.to_s if Hash.explicit_attribute?(k.to_s) } : {}
          attrs = attributes_at(attributes, index).merge(own)
          if self_closing
            xml.tag!(key, attrs)
          elsif item.is_a?(::Hash)
            if unwrap
              xml << Hash.to_xml(item, options)
            else
              xml.tag!(key, attrs) { xml << Hash.build_xml(item, options) }
            end
          elsif item.is_a?(::Array)
            xml.tag!(key, attrs) { xml << Array.build_xml(item, NESTED_ELEMENT_NAME) }
          elsif item.nil?
            xml.tag!(key, "xsi:nil" => "true")
          else
            xml.tag!(key, attrs) { xml << XMLValue.create(item, escape_xml) }
          end
        end
      end
      unwrap ? xml.tag!(key, attributes) { items.call } : items.call
      xml.target!
    end

    # Attributes given as Arrays apply to the item of the same index.
    def attributes_at(attributes, index)
      attributes.each_with_object({}) do |(key, value), out|
        value = value[index] if value.is_a?(::Array)
        out[key] = value if value
      end
    end

    def unwrap?(unwrap, key)
      unwrap.is_a?(::Array) ? unwrap.include?(key.to_sym) : unwrap
    end
  end

  class Prettifier
    DEFAULT_INDENT = 2
    DEFAULT_COMPACT = true

    attr_accessor :indent, :compact

    def self.prettify(xml, options = {})
      new(options).prettify(xml)
    end

    def initialize(options = {})
      @indent = options[:indent] || DEFAULT_INDENT
      @compact = options[:compact].nil? ? DEFAULT_COMPACT : options[:compact]
    end

    def prettify(xml)
      require "rexml/document"
      result = +""
      formatter = REXML::Formatters::Pretty.new(indent)
      formatter.compact = compact
      formatter.write(REXML::Document.new(xml), result)
      result
    end
  end
end
