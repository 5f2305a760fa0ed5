# toml-rb's public API (parse, load_file, dump) and its errors; documents are read by
# toml_rb.py. The dumper writes what toml-rb writes: a table's plain keys sorted, then its
# sub-tables as [a.b] sections, then its arrays of tables as [[a.b]] sections.
require "date"

module TomlRB
  VERSION = "4.2.0"

  Error = Class.new(StandardError)
  ParseError = Class.new(Error)

  class ValueOverwriteError < Error
    attr_accessor :key

    def initialize(key)
      @key = key
      super(key.is_a?(String) && key.start_with?("Cannot overwrite") ? key : "Key #{key.inspect} is defined more than once")
    end
  end

  def self.parse(content, symbolize_keys: false)
    __parse(content, symbolize_keys)
  end

  def self.load_file(path, symbolize_keys: false)
    parse(File.read(path), symbolize_keys: symbolize_keys)
  end

  def self.dump(hash)
    Dumper.new(hash).toml_str
  end

  class Dumper
    attr_reader :toml_str

    def initialize(hash)
      @toml_str = ""
      table(hash, [])
    end

    private

    BARE_KEY = /^[a-zA-Z0-9_-]+$/

    def table(hash, path, in_array = false)
      plain, tables, arrays = split(hash)
      header(path, in_array) if !path.empty? && (!plain.empty? || hash.empty?)
      body(plain, tables, arrays, path)
    end

    # [plain pairs, sub-tables, arrays of tables], each in key order
    def split(hash)
      groups = [[], [], []]
      hash.keys.sort.each do |key|
        value = hash[key]
        kind = if value.is_a?(Hash) then 1
               elsif value.is_a?(Array) && value.first.is_a?(Hash) then 2
               else 0
               end
        groups[kind] << [key, value]
      end
      groups
    end

    def body(plain, tables, arrays, path)
      plain.each { |key, value| @toml_str += "#{key_text(key)} = #{value_text(value)}\n" }
      tables.each { |key, value| table(value, path + [key_text(key)]) }
      arrays.each do |key, items|
        item_path = path + [key_text(key)]
        items.each do |item|
          header(item_path, true)
          body(*split(item), item_path)
        end
      end
    end

    def header(path, in_array)
      name = path.join(".")
      @toml_str += in_array ? "[[#{name}]]\n" : "[#{name}]\n"
    end

    def key_text(key)
      key.to_s.match?(BARE_KEY) ? key : key.inspect
    end

    def value_text(value)
      case value
      when Time, DateTime then value.strftime("%Y-%m-%dT%H:%M:%SZ")
      when Date then value.strftime("%Y-%m-%d")
      when Regexp then value.inspect.inspect
      when String then value.inspect.gsub(/\\(#[$@{])/, '\1')
      when Array then "[" + value.map { |item| value_text(item) }.join(", ") + "]"
      else value.inspect
      end
    end
  end
end
