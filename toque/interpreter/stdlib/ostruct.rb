# OpenStruct, as documented for Ruby 3.1's ostruct: a Hash of attributes read and written
# as methods. Each attribute set gets a singleton getter and setter (so that names Object
# already answers, such as `class` or `method`, read the attribute, as in 3.1), unless the
# name is one OpenStruct itself or a subclass defines; unknown names read as nil.
class OpenStruct
  VERSION = "0.5.2"

  # Object's methods under names no attribute can take: an attribute named `method` or
  # `singleton_class` replaces those for the struct's users, not for the struct itself
  alias __method__! method
  alias __respond_to__! respond_to?
  alias __define_singleton_method__! define_singleton_method
  alias __singleton_class__! singleton_class
  alias __class__! class
  private :__method__!, :__respond_to__!, :__define_singleton_method__!

  def initialize(hash = nil)
    @table = {}
    if hash
      hash.each_pair { |k, v| self[k] = v }
    end
  end

  def initialize_copy(orig)
    super
    @table = @table.dup
  end

  def to_h(&block)
    block ? @table.to_h(&block) : @table.dup
  end

  def each_pair
    return to_enum(:each_pair) { @table.size } unless block_given?
    @table.each_pair { |pair| yield pair }
    self
  end

  def [](name)
    @table[name.to_sym]
  end

  def []=(name, value)
    name = name.to_sym
    new_ostruct_member!(name)
    @table[name] = value
  end

  def dig(name, *names)
    begin
      name = name.to_sym
    rescue NoMethodError
      raise TypeError, "#{name} is not a symbol nor a string"
    end
    @table.dig(name, *names)
  end

  def delete_field(name)
    sym = name.to_sym
    begin
      __singleton_class__!.remove_method(sym, "#{sym}=")
    rescue NameError
    end
    @table.delete(sym) do
      return yield if block_given?
      raise NameError.new("no field `#{sym}' in #{self}", sym)
    end
  end

  def respond_to_missing?(name, include_private = false)
    mname = name.to_s.chomp("=").to_sym
    @table.key?(mname) || super
  end

  def method_missing(mid, *args)
    len = args.length
    if (mname = mid[/.*(?==\z)/m])
      if len != 1
        raise ArgumentError, "wrong number of arguments (given #{len}, expected 1)", caller(1)
      end
      self[mname] = args[0]
    elsif len == 0
      @table[mid]
    else
      begin
        super
      rescue NoMethodError => e
        e.backtrace.shift if e.backtrace
        raise e
      end
    end
  end

  def freeze
    @table.freeze
    super
  end

  INSPECTING = [] # the ids of the structs being inspected: a loop prints " ..."
  private_constant :INSPECTING

  def inspect
    ids = INSPECTING
    if ids.include?(object_id)
      detail = " ..."
    else
      ids << object_id
      begin
        detail = @table.map { |key, value| " #{key}=#{value.inspect}" }.join(",")
      ensure
        ids.pop
      end
    end
    "#<#{__class__!}#{detail}>"
  end
  alias to_s inspect

  attr_reader :table
  protected :table
  alias table! table

  def ==(other)
    return false unless other.kind_of?(OpenStruct)
    @table == other.table!
  end

  def eql?(other)
    return false unless other.kind_of?(OpenStruct)
    @table.eql?(other.table!)
  end

  def hash
    @table.hash
  end

  private

  def new_ostruct_member!(name)
    return if @table.key?(name) || ostruct_method_protected?(name)
    __define_singleton_method__!(name) { @table[name] }
    __define_singleton_method__!("#{name}=") { |x| @table[name] = x }
  end

  # a name OpenStruct (or a subclass) defines keeps its method; Object's do not
  def ostruct_method_protected?(name)
    return false unless __respond_to__!(name, true)
    return true if name.to_s.end_with?("!")
    owner = __method__!(name).owner
    if owner.class == ::Class
      owner <= ::OpenStruct
    else
      __class__!.ancestors.each do |mod|
        return false if mod == ::OpenStruct
        return true if mod == owner
      end
      false
    end
  end
end
