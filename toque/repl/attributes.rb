# attributes_mode in `toque shell`: entries read as an attribute file, where
# `default['a']['b'] = 1` creates the intermediate hashes as it goes.
module ToqueShell
  class Vivid
    def initialize(hash)
      @hash = hash
    end

    def [](key)
      key = key.to_s if key.is_a?(Symbol)
      value = @hash[key]
      value = @hash[key] = {} if value.nil?
      value.is_a?(Hash) ? Vivid.new(value) : value
    end

    def []=(key, value)
      key = key.to_s if key.is_a?(Symbol)
      @hash[key] = value
    end

    def to_hash
      @hash
    end

    def inspect
      @hash.inspect
    end

    def to_s
      @hash.to_s
    end

    def method_missing(name, *args, &block)
      @hash.send(name, *args, &block)
    end
  end

  class Attributes
    def initialize(node)
      @node = node
    end

    attr_reader :node

    def default
      Vivid.new(@node)
    end

    alias normal default
    alias override default
    alias set default
    alias force_default default
    alias force_override default
    alias automatic default
  end
end
