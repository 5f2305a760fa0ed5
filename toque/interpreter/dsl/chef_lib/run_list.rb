# Chef::RunList and Chef::RunList::RunListItem: what `node.run_list` is. An item is
# "recipe[cb::r]", "role[web]", or a bare recipe name ("cb", "cb::r", "cb::r@1.0.0").
class Chef
  class RunList
    class RunListItem
      QUALIFIED = /\A(recipe|role)\[([^\]@]+)(?:@([0-9.]+))?\]\z/
      BARE = /\A([^\[\]@]+)(?:@([0-9.]+))?\z/

      attr_reader :name, :type, :version

      def initialize(item)
        case item
        when RunListItem
          @type, @name, @version = item.type, item.name, item.version
        when Hash
          @type = (item[:type] || item["type"]).to_sym
          @name = item[:name] || item["name"]
          @version = item[:version] || item["version"]
        when QUALIFIED
          @type, @name, @version = $1.to_sym, $2, $3
        when BARE
          @type, @name, @version = :recipe, $1, $2
        else
          raise ArgumentError, "Unable to create #{self.class} from #{item.class}:#{item.inspect}: must be recipe[] or role[]"
        end
      end

      def role?
        @type == :role
      end

      def recipe?
        @type == :recipe
      end

      def to_s
        "#{@type}[#{@name}#{"@#{@version}" if @version}]"
      end
      alias_method :to_str, :to_s

      def inspect
        to_s
      end

      def ==(other)
        if other.is_a?(RunListItem)
          other.type == @type && other.name == @name && other.version == @version
        else
          to_s == RunListItem.new(other).to_s rescue false
        end
      end
      alias_method :eql?, :==

      def hash
        to_s.hash
      end
    end

    include Enumerable

    attr_reader :run_list_items

    def initialize(*items)
      @run_list_items = items.flatten.map { |item| coerce(item) }
    end

    def role_names
      @run_list_items.select(&:role?).map(&:name)
    end
    alias_method :roles, :role_names

    def recipe_names
      @run_list_items.select(&:recipe?).map(&:name)
    end
    alias_method :recipes, :recipe_names

    def <<(item)
      item = coerce(item)
      @run_list_items << item unless @run_list_items.include?(item)
      self
    end
    alias_method :push, :<<
    alias_method :add, :<<

    def ==(other)
      other = other.run_list_items if other.is_a?(RunList)
      return false unless other.respond_to?(:size) && other.respond_to?(:each_with_index)
      return false unless other.size == @run_list_items.size
      other.each_with_index.all? { |item, i| @run_list_items[i] == item }
    end

    def to_s
      @run_list_items.join(", ")
    end

    def for_json
      to_a.map(&:to_s)
    end

    def to_json(*args)
      for_json.to_json(*args)
    end

    def empty?
      @run_list_items.empty?
    end

    def [](pos)
      @run_list_items[pos]
    end

    def []=(pos, item)
      @run_list_items[pos] = coerce(item)
    end

    def each(&block)
      @run_list_items.each(&block)
    end

    def each_index(&block)
      @run_list_items.each_index(&block)
    end

    def size
      @run_list_items.size
    end
    alias_method :length, :size

    def include?(item)
      @run_list_items.include?(coerce(item))
    end

    def reset!(*args)
      @run_list_items.clear
      args.flatten.each { |item| self << item }
      self
    end

    def remove(item)
      @run_list_items.delete_if { |i| i == coerce(item) }
      self
    end
    alias_method :delete, :remove

    def to_a
      @run_list_items.dup
    end

    private

    def coerce(item)
      item.is_a?(RunListItem) ? item : RunListItem.new(item)
    end
  end

  class RunList
    # What node.expand! answers: the run list with its roles expanded (Chef's
    # RunListExpansion readers)
    class RunListExpansion
      attr_reader :environment, :recipes, :roles, :default_attrs, :override_attrs

      def initialize(environment, recipes, roles, default_attrs, override_attrs)
        @environment = environment
        @recipes = recipes
        @roles = roles
        @default_attrs = default_attrs
        @override_attrs = override_attrs
      end

      def errors? = false
      def errors = []
    end
  end
end
