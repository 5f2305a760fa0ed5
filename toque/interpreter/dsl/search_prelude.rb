# What search returns, in plain Ruby: evaluated once per run. Chef::Search::Query#search
# and Kernel#search are builtins (search_api.py).

class Chef
  # A data bag item as search returns it: a Hash's reader (Chef's raw_data is a Mash, so
  # item[:id] reads 'id') that knows its bag.
  class DataBagItem
    attr_reader :raw_data

    # Chef::DataBagItem.load: the item as stored (an encrypted one stays encrypted: it is
    # data_bag_item that decrypts, as Chef's DataQuery does)
    def self.load(data_bag, name)
      item = new
      item.data_bag(data_bag)
      item.raw_data = __toque_data_bag_item_raw(data_bag.to_s, name.to_s)
      item
    end

    def self.from_hash(hash)
      hash = hash.dup
      item = new
      item.data_bag(hash.delete('data_bag')) if hash.key?('data_bag')
      item.raw_data = hash.key?('raw_data') ? hash['raw_data'] : hash
      item
    end

    def initialize
      @raw_data = {}
      @data_bag = nil
    end

    def raw_data=(data)
      @raw_data = data.to_hash.transform_keys(&:to_s)
    end

    def data_bag(name = nil)
      @data_bag = name.to_s unless name.nil?
      @data_bag
    end

    def [](key) = @raw_data[key.to_s]

    def []=(key, value)
      @raw_data[key.to_s] = value
    end

    def key?(key) = @raw_data.key?(key.to_s)
    def id = @raw_data['id']
    def name = "data_bag_item_#{@data_bag}_#{id}"
    def object_name = name

    def to_h
      @raw_data.merge('chef_type' => 'data_bag_item', 'data_bag' => @data_bag.to_s)
    end

    def to_hash = to_h
    def to_s = "data_bag_item[#{id}]"
    def inspect = "data_bag_item[#{@data_bag.inspect}, #{id.inspect}, #{@raw_data.inspect}]"

    def ==(other)
      other.is_a?(Chef::DataBagItem) && other.data_bag == data_bag && other.raw_data == raw_data
    end

    # Anything else is the Hash's: each, keys, fetch, dig, map…
    def method_missing(name, *args, &block)
      return super unless @raw_data.respond_to?(name)
      @raw_data.send(name, *args, &block)
    end

    def respond_to_missing?(name, include_private = false)
      @raw_data.respond_to?(name) || super
    end
  end

  class Search
    class Query
      def initialize(url = nil, config: nil)
        @url = url
      end
    end

    # A role or environment as search returns it when no Chef::Role/Chef::Environment
    # class of toque reads them: its JSON fields as readers (role.run_list,
    # env.default_attributes) and as a Hash (role['name']).
    class Stored
      def initialize(hash)
        @hash = hash
      end

      def [](key) = @hash[key.to_s]
      def to_hash = @hash.dup
      def to_h = @hash.dup
      def name = @hash['name']
      def to_s = "#{@hash['chef_type']}[#{name}]"
      def inspect = to_s

      def method_missing(name, *args, &block)
        return @hash[name.to_s] if args.empty? && @hash.key?(name.to_s)
        super
      end

      def respond_to_missing?(name, include_private = false)
        @hash.key?(name.to_s) || super
      end
    end

    class Role < Stored; end
    class Environment < Stored; end
  end
end
